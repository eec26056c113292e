import type { NumberText } from '../../core/legacy';
import type { ScenarioEvent } from '../event.entities';
import { isMainEvent, nextTarget, numberOf } from '../rules/fields';

/**
 * Timelines edited in bulk (docs/msel.md, "Timelines in bulk"): every time of a scenario
 * scaled (a six-hour day played as a 90-minute rehearsal), or one section moved later or
 * earlier. Pure: the editor previews the result on the layout timeline, then applies it as
 * one change of the open scenario, which the author saves (one draft save) or undoes.
 */

const seconds = (value: NumberText | null | undefined) => numberOf(value);
const scaled = (value: number, factor: number) => Math.max(0, Math.round(value * factor));
/** Minutes as a displayAfter keeps them: at most two decimals. */
const minutesText = (minutes: number) => String(Math.max(0, Math.round(minutes * 100) / 100));

/**
 * Every time scaled by `factor` (0.25: four times faster): each delay, display time
 * (displayAfter) and start time. The order of the events and the proportions between their
 * times stay; time limits (how long a player has to answer) do not change.
 */
export function scaleTimeline(events: readonly ScenarioEvent[], factor: number): ScenarioEvent[] {
  if (!(factor > 0) || !Number.isFinite(factor)) return [...events];
  return events.map((event) => {
    const next = { ...event };
    const delay = seconds(event.delay);
    if (delay !== undefined) next.delay = String(scaled(delay, factor));
    const after = seconds(event.displayAfter);
    if (after !== undefined && after >= 0) next.displayAfter = minutesText(after * factor);
    const start = seconds(event.startAt);
    if (start !== undefined && start >= 0) next.startAt = String(scaled(start, factor));
    return next;
  });
}

/**
 * One section moved by `by` seconds (negative: earlier), the rest of the story kept where it
 * was: the delay into the section (on the event before it) grows by `by` and the delay out of
 * it (on its last event) shrinks by as much; a first event of the story takes a start time;
 * the section's displayAfter and start times move too. No time goes below 0.
 */
export function shiftSection(
  events: readonly ScenarioEvent[],
  section: string,
  by: number,
): ScenarioEvent[] {
  if (!Number.isFinite(by) || by === 0) return [...events];
  const inSection = (event: ScenarioEvent | undefined) => event?.section === section;
  const byId = new Map(events.map((event) => [event.id, event]));
  const reached = new Set<string>();
  for (const event of events) {
    const target = nextTarget(event.next);
    if (target.kind === 'event') reached.add(target.id);
  }
  const firstMain = events.find(isMainEvent);
  return events.map((event) => {
    const next = { ...event };
    const target = nextTarget(event.next);
    const leadsTo = target.kind === 'event' ? byId.get(target.id) : undefined;
    const delay = seconds(event.delay) ?? 0;
    if (!inSection(event) && inSection(leadsTo)) next.delay = String(Math.max(0, delay + by));
    if (inSection(event) && leadsTo && !inSection(leadsTo))
      next.delay = String(Math.max(0, delay - by));
    if (!inSection(event)) return next;
    const after = seconds(event.displayAfter);
    if (after !== undefined && after >= 0) {
      next.displayAfter = minutesText(after + by / 60);
      return next;
    }
    const start = seconds(event.startAt);
    if (start !== undefined && start >= 0) next.startAt = String(Math.max(0, start + by));
    else if (event === firstMain && !reached.has(event.id) && by > 0) next.startAt = String(by);
    return next;
  });
}
