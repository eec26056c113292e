import { NEXT_END, NEXT_REPORT } from '../constants';
import { ScenarioFileName } from '../entities';
import type { Organisation } from '../../organisations/entities';
import type { NextRef, ScenarioEvent } from '../event.entities';
import { parseResponseOptions } from '../options';
import { messagesFor } from '../../core/issues';
import { TIMING_MESSAGES } from '../messages';
import type { EditedEvent } from './normalise';
import {
  displayAfterMinutes,
  isMainEvent,
  isNextSet,
  nextTarget,
  isBelowTimingMinimum,
  thresholdSeconds,
} from './fields';

/** The event editor's messages (docs/editor-rules.md), in the order the editor checks them. */
export const EVENT_MESSAGES = {
  type: 'Cannot save event without specifying its type.',
  persona: 'Cannot save event without selecting a persona.',
  organisation: 'Organisation not defined',
  validPersona: 'Cannot save event without a valid persona.',
  optionNext: 'The next of the options cannot be the same as the next of the event.',
  belowMinimum: TIMING_MESSAGES.belowMinimum,
  earlierNotSmaller: TIMING_MESSAGES.earlierNotSmaller,
  /** The spec states the rule ("a reply comment must be non-empty") but not its wording. */
  emptyReply: 'A reply comment cannot be empty.',
  /** Ours: the editor's pickers cannot make one; the API and import can ('3.5', '-x'). */
  invalidNext: 'The next event must be another event, the end, the report or none.',
  /** Spelling as in the spec. */
  saved: 'Event changes saved successfuly',
  /** Shown as a warning when the event is kept in memory only (docs/editor-rules.md). */
  scenarioStillUnsaved: 'Event saved successfully, but the entire scenario is still unsaved!',
} as const;

export const SCENARIO_SAVE_MESSAGES = {
  noDisplayTime: (event: Pick<ScenarioEvent, 'id' | 'subject'>) =>
    `Event (${event.id}) ${event.subject ?? ''} does not have when its going to be displayed.`,
} as const;

/** What the event is checked against: the organisations and their personas. */
export interface EventContext {
  organisations: readonly Organisation[];
}

/**
 * The event editor's Save checks (docs/editor-rules.md). Returns every message that applies, in
 * the spec's order; [] means the event may be saved. Run in the browser and on the server.
 * Without a context the persona is only required, not looked up: a scenario save keeps an
 * event whose persona was since renamed or removed, and the pre-publish check flags it.
 */
export function validateEvent(event: EditedEvent, context?: EventContext): string[] {
  const messages: string[] = [];
  if (event.type === undefined) messages.push(EVENT_MESSAGES.type);
  messages.push(...personaMessages(event, context));
  if (optionRepeatsEventNext(event)) messages.push(EVENT_MESSAGES.optionNext);
  messages.push(...timingMessages(event));
  if (event.comments?.some((c) => c.persona.trim() !== '' && c.content.trim() === '')) {
    messages.push(EVENT_MESSAGES.emptyReply);
  }
  if (nextRefs(event).some((ref) => !isValidNext(ref))) messages.push(EVENT_MESSAGES.invalidNext);
  return messages;
}

/**
 * What the server refuses in a whole scenario (saveFile, importScenario), before it
 * normalises anything: every event editor rule, one line per event and rule,
 * 'Event {id}: {message}' (docs/editor-rules.md, "Server checks").
 */
export function scenarioEventErrors(events: readonly EditedEvent[]): string[] {
  return events.flatMap((event) =>
    validateEvent(event).map((message) => `Event ${event.id}: ${message}`),
  );
}

/**
 * A next as the editor's pickers write it: unset, -1, '', '/0', '/1' or an event id. 'NaN' is
 * empty, as in every number field (the spec: "The string 'NaN' is treated as empty").
 */
function isValidNext(ref: NextRef | undefined): boolean {
  if (ref === undefined || ref === -1 || ref === '' || ref === '-1') return true;
  const text = String(ref).trim();
  if (text === NEXT_END || text === NEXT_REPORT || text === 'NaN') return true;
  return text !== '' && /^[\w-]+$/.test(text) && !text.startsWith('-');
}

function nextRefs(event: EditedEvent): (NextRef | undefined)[] {
  const options =
    typeof event.options === 'string' ? parseResponseOptions(event.options) : (event.options ?? []);
  return [event.next, event.nextIfEarly, event.nextIfLate, ...options.map((o) => o.next)];
}

/** The outcome of the Save Scenario checks: errors stop the save, warnings do not. */
export interface ScenarioSaveCheck {
  errors: string[];
  warnings: string[];
}

/**
 * Save Scenario (docs/editor-rules.md): the file name rules, and, when no event uses displayAfter,
 * a warning for each main event that leads nowhere and has no display time. An event leads
 * somewhere when its next, an option's next or a timing branch is set (docs/editor-rules.md).
 */
export function validateScenarioForSave(
  fileName: string,
  events: readonly ScenarioEvent[],
): ScenarioSaveCheck {
  const errors = messagesFor(ScenarioFileName, fileName);
  const scheduled = events.some((event) => displayAfterMinutes(event) !== undefined);
  const warnings = scheduled
    ? []
    : events
        .filter((event) => isMainEvent(event) && !leadsSomewhere(event))
        .map(SCENARIO_SAVE_MESSAGES.noDisplayTime);
  return { errors, warnings };
}

function personaMessages(event: EditedEvent, context: EventContext | undefined): string[] {
  const persona = event.name?.trim() ?? '';
  if (persona === '') return [EVENT_MESSAGES.persona];
  if (!context) return [];
  const { organisations } = context;
  const organisation = organisations.find((org) => org.name === event.organisation);
  if (!organisation) return [EVENT_MESSAGES.organisation];
  const known = organisation.personas.some((candidate) => candidate.name === persona);
  return known ? [] : [EVENT_MESSAGES.validPersona];
}

/** Only set values are compared: two "nothing follows" (-1) are not the same next. */
function optionRepeatsEventNext(event: EditedEvent): boolean {
  if (!isNextSet(event.next)) return false;
  const eventNext = String(event.next).trim();
  const options =
    typeof event.options === 'string' ? parseResponseOptions(event.options) : (event.options ?? []);
  return options.some(
    (option) => isNextSet(option.next) && String(option.next).trim() === eventNext,
  );
}

function timingMessages(event: EditedEvent): string[] {
  if (isBelowTimingMinimum(event.earlierThan) || isBelowTimingMinimum(event.laterThan)) {
    return [EVENT_MESSAGES.belowMinimum];
  }
  // -1 means "not set": the order is checked only when both thresholds are set.
  const early = thresholdSeconds(event.earlierThan);
  const late = thresholdSeconds(event.laterThan);
  return early !== undefined && late !== undefined && early >= late
    ? [EVENT_MESSAGES.earlierNotSmaller]
    : [];
}

function leadsSomewhere(event: ScenarioEvent): boolean {
  const refs = [event.next, event.nextIfEarly, event.nextIfLate];
  refs.push(...parseResponseOptions(event.options).map((option) => option.next));
  return refs.some((ref) => nextTarget(ref).kind !== 'none');
}
