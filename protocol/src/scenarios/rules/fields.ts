import { parseNumberText, type NumberText } from '../../core/legacy';
import {
  DEFAULT_DELAY_SECONDS,
  EARLIER_LATER_MIN,
  NEXT_END,
  NEXT_REPORT,
  NOISE_SECTION,
  PRESET_SECTION,
} from '../constants';
import type { EventType, NextRef, ResponseType, ScenarioEvent } from '../event.entities';
import { inferResponseType, optionText, parseResponseOptions } from '../options';

/**
 * Readings of an event's legacy fields, shared by the editor rules, the exercise engine, the
 * layout timeline and the pre-publish check, so all of them agree on what "set", "no limit",
 * "delay" and "next" mean. This is the one place that parses an event's numbers.
 */

/** Preset and Noise events never enter the main chain (docs/editor-rules.md, docs/engine.md). */
export function isMainEvent(event: Pick<ScenarioEvent, 'section'>): boolean {
  return event.section !== PRESET_SECTION && event.section !== NOISE_SECTION;
}

/** The number in a legacy number field; undefined when unset, 'NaN' or not a number. */
export function numberOf(value: NumberText | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = parseNumberText(value);
  return typeof parsed === 'number' ? parsed : undefined;
}

/** The time limit in seconds, or undefined when there is none (-1, 0, '' or null). */
export function timeLimitSeconds(event: Pick<ScenarioEvent, 'timeLimit'>): number | undefined {
  const limit = numberOf(event.timeLimit);
  return limit !== undefined && limit > 0 ? limit : undefined;
}

/** Seconds between an event and what follows it: its delay, or 5 s when none is set. */
export function delaySeconds(event: Pick<ScenarioEvent, 'delay'>): number {
  const delay = numberOf(event.delay);
  return delay !== undefined && delay >= 0 ? delay : DEFAULT_DELAY_SECONDS;
}

/** Minutes after the start at which the event shows, or undefined when it follows a next. */
export function displayAfterMinutes(
  event: Pick<ScenarioEvent, 'displayAfter'>,
): number | undefined {
  const minutes = numberOf(event.displayAfter);
  return minutes !== undefined && minutes >= 0 ? minutes : undefined;
}

/**
 * Seconds of game time before which an event reached through a next does not show
 * (docs/engine.md, "Start times"); undefined when unset, negative, or when the event has its
 * own displayAfter (the absolute schedule wins).
 */
export function startAtSeconds(
  event: Pick<ScenarioEvent, 'startAt' | 'displayAfter' | 'section'>,
): number | undefined {
  if (event.section === PRESET_SECTION || displayAfterMinutes(event) !== undefined)
    return undefined;
  const seconds = numberOf(event.startAt);
  return seconds !== undefined && seconds >= 0 ? seconds : undefined;
}

/** An EarlierThan or LaterThan below its minimum (-1): TIMING_MESSAGES.belowMinimum. */
export function isBelowTimingMinimum(value: NumberText | undefined): boolean {
  const seconds = numberOf(value);
  return seconds !== undefined && seconds < EARLIER_LATER_MIN;
}

/** A branch threshold (earlierThan, laterThan) in seconds; -1 or unset means none. */
export function thresholdSeconds(value: NumberText | undefined): number | undefined {
  const seconds = numberOf(value);
  return seconds !== undefined && seconds >= 0 ? seconds : undefined;
}

/** Where a next value leads: nothing (-1 or unset), the end '/0', the report '/1', an event. */
export type NextTarget =
  { kind: 'none' } | { kind: 'end' } | { kind: 'report' } | { kind: 'event'; id: string };

export function nextTarget(ref: NextRef | null | undefined): NextTarget {
  if (ref === null || ref === undefined) return { kind: 'none' };
  const text = String(ref).trim();
  if (text === '' || text === 'NaN' || Number(text) < 0) return { kind: 'none' };
  if (text === NEXT_END) return { kind: 'end' };
  if (text === NEXT_REPORT) return { kind: 'report' };
  return { kind: 'event', id: text };
}

/** True when a next value leads somewhere: an event, the end or the report. */
export function isNextSet(ref: NextRef | null | undefined): boolean {
  return nextTarget(ref).kind !== 'none';
}

/** The response type: the stored one, else the one the options imply (as on load). */
export function responseTypeOf(
  event: Pick<ScenarioEvent, 'responseType' | 'options'>,
): ResponseType {
  return event.responseType ?? inferResponseType(event.options);
}

/** The channel; an empty or missing type means Email (docs/editor-rules.md). */
export function channelOf(event: Pick<ScenarioEvent, 'type'>): EventType {
  return event.type ? event.type : 'Email';
}

/** Response types whose options branch: one choice, so one option's next (docs/engine.md). */
const BRANCHING_TYPES: readonly ResponseType[] = ['option', 'random'];

/**
 * The event takes an answer: a response type other than none, and options to answer with
 * (a stale type over empty options takes none). The engine, the check and scoring share it.
 */
export function takesAnswer(event: Pick<ScenarioEvent, 'responseType' | 'options'>): boolean {
  return responseTypeOf(event) !== 'none' && (event.options ?? '') !== '';
}

/** One answer option with where choosing it leads (only options with their own next). */
export interface OptionBranch {
  text: string;
  next: NextRef;
}

/**
 * The options whose own next differs from the event's next: the answers that branch. Only
 * single-choice questions (option, random) branch; checkbox and reorder answers pick several
 * options, so their option nexts are never followed.
 */
export function optionBranches(
  event: Pick<ScenarioEvent, 'options' | 'next' | 'responseType'>,
): OptionBranch[] {
  if (!BRANCHING_TYPES.includes(responseTypeOf(event))) return [];
  const eventNext = isNextSet(event.next) ? String(event.next).trim() : undefined;
  const branches: OptionBranch[] = [];
  for (const option of parseResponseOptions(event.options)) {
    if (!isNextSet(option.next) || String(option.next).trim() === eventNext) continue;
    branches.push({ text: optionText(option), next: option.next as NextRef });
  }
  return branches;
}

/** Option nexts the author set that are never followed (on a checkbox or reorder question). */
export function ignoredOptionNexts(
  event: Pick<ScenarioEvent, 'options' | 'responseType'>,
): string[] {
  if (BRANCHING_TYPES.includes(responseTypeOf(event))) return [];
  return parseResponseOptions(event.options)
    .filter((option) => isNextSet(option.next))
    .map((option) => String(option.next).trim());
}

/** The text of every answer option of the event. */
export function optionTexts(event: Pick<ScenarioEvent, 'options'>): string[] {
  return parseResponseOptions(event.options).map(optionText);
}

/** Non-empty entries of a correct / wrong / neutral list. */
export function filledEntries(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((entry) => entry.trim() !== '');
}
