import { gameTime } from '../clock';
import { countingAnswers } from './answers';
import {
  compileScenario,
  isCompiledScenario,
  shownAt,
  type CompiledScenario,
  type Target,
} from './compile';
import { ArrivalQueue, type Arrival } from './queue';
import { step } from './walk';
import { forTimeSetting } from './timeSettings';
import { timeSettingAt } from '@dojo/protocol';
import type {
  AdHocEvent,
  Finish,
  Projection,
  ProjectionInput,
  UpcomingEvent,
  VisibleEvent,
} from './types';

/** Before the start nothing shows; everything due at 0 is still upcoming. */
const BEFORE_START = -1;

/**
 * What one player sees at `now` (every rule is in docs/engine.md). The walk
 * expands arrivals in game-time order from the fixed roots (Preset, the first main event,
 * displayAfter events); each shown event adds at most one arrival, and an event shows at most
 * once, so the work is linear in the events reached and any cycle ends.
 */
export function project(input: ProjectionInput): Projection {
  const scenario = isCompiledScenario(input.events) ? input.events : compileScenario(input.events);
  const started = input.clock.startedAt !== null;
  const now = started ? gameTime(input.clock, input.now) : BEFORE_START;
  const answers = countingAnswers(scenario, input.responses, input.player, input.team, now);

  const queue = new ArrivalQueue(
    scenario.roots.map((root) => ({ at: root.at, kind: 'event' as const, index: root.index })),
  );
  const shown = new Map<number, VisibleEvent>();
  const inOrderShown: Keyed<VisibleEvent>[] = [];
  const expiries: number[] = [];
  let finished: Finish | null = null;

  for (let next = queue.peek(); next !== undefined && next.at <= now; next = queue.peek()) {
    queue.pop();
    if (next.kind !== 'event') {
      finished = { kind: next.kind, at: next.at };
      break;
    }
    if (shown.has(next.index)) continue;
    const compiled = scenario.compiled[next.index];
    if (compiled === undefined) continue;
    const setting = timeSettingAt(input.timeSettings, next.at);
    const event = forTimeSetting(compiled, setting);
    const response = answers.get(event.event.id);
    const outcome = step(event, next.at, response, now);
    const visible: VisibleEvent = {
      event: event.event,
      displayAt: next.at,
      source: 'scenario',
      timedOut: outcome.timedOut,
      awaitingAnswer: outcome.awaitingAnswer,
    };
    if (response !== undefined) visible.response = response;
    if (outcome.limitEndsAt !== null) visible.limitEndsAt = outcome.limitEndsAt;
    if (event !== compiled) visible.timeSetting = setting;
    shown.set(next.index, visible);
    inOrderShown.push({ key: next.index, item: visible });
    if (outcome.expiresAt !== null) expiries.push(outcome.expiresAt);
    if (outcome.move !== null)
      queue.push(arrival(scenario, outcome.move.target, outcome.move.at, next.index));
  }

  const pending = finished === null ? pendingOf(scenario, queue, shown) : null;
  const endBy = finished?.at ?? pending?.finish?.at ?? Infinity;
  const adHoc = adHocSplit(input.adHocEvents, now, endBy, scenario.compiled.length);
  const upcoming = [...(pending?.upcoming ?? []), ...adHoc.upcoming];
  let nextDueAt = pending?.finish?.at ?? Infinity;
  for (const { item } of upcoming) nextDueAt = Math.min(nextDueAt, item.displayAt);
  if (finished === null) for (const at of expiries) nextDueAt = Math.min(nextDueAt, at);
  return {
    visible: inDisplayOrder(
      adHoc.visible.length ? [...inOrderShown, ...adHoc.visible] : inOrderShown,
    ),
    nextDueAt: nextDueAt === Infinity ? null : nextDueAt,
    finished,
    gameTime: started ? now : 0,
    upcoming: inDisplayOrder(upcoming),
    pendingFinish: pending?.finish ?? null,
  };
}

/** An event target is held until its start time (docs/engine.md, "Start times"). */
function arrival(scenario: CompiledScenario, target: Target, at: number, from: number): Arrival {
  if (target.kind === 'event') {
    return { at: shownAt(scenario.compiled[target.index], at), kind: 'event', index: target.index };
  }
  return { at, kind: target.kind, index: from };
}

/** Already-fixed future arrivals: events not yet shown (earliest each) and the first end. */
function pendingOf(
  scenario: CompiledScenario,
  queue: ArrivalQueue,
  shown: ReadonlyMap<number, VisibleEvent>,
): { upcoming: Keyed<UpcomingEvent>[]; finish: Finish | null } {
  let finish: Finish | null = null;
  const earliest = new Map<number, Arrival>();
  for (const item of queue.remaining()) {
    if (item.kind !== 'event') {
      if (finish === null || item.at < finish.at) finish = { kind: item.kind, at: item.at };
    } else if (!shown.has(item.index)) {
      const known = earliest.get(item.index);
      if (known === undefined || item.at < known.at) earliest.set(item.index, item);
    }
  }
  const upcoming: Keyed<UpcomingEvent>[] = [];
  for (const { index, at } of earliest.values()) {
    const event = scenario.compiled[index]?.event;
    // Events due after an already-fixed end will never show.
    if (event !== undefined && (finish === null || at <= finish.at)) {
      upcoming.push({ key: index, item: { event, displayAt: at } });
    }
  }
  return { upcoming, finish };
}

/** An item with its place in scenario order (ad-hoc events come after every scenario event). */
interface Keyed<T> {
  key: number;
  item: T;
}

// A facilitator's message takes no answer (the send-event form has no options).
const AD_HOC = { source: 'ad-hoc', timedOut: false, awaitingAnswer: false } as const;

/** Ad-hoc events show at `sentAt`, like anything else not after the end of the run. */
function adHocSplit(adHocEvents: readonly AdHocEvent[], now: number, endBy: number, after: number) {
  const visible: Keyed<VisibleEvent>[] = [];
  const upcoming: Keyed<UpcomingEvent>[] = [];
  adHocEvents.forEach(({ event, sentAt }, position) => {
    const key = after + position;
    if (sentAt > endBy) return;
    if (sentAt > now) upcoming.push({ key, item: { event, displayAt: sentAt } });
    else visible.push({ key, item: { ...AD_HOC, event, displayAt: sentAt } });
  });
  return { visible, upcoming };
}

/** By display time, then scenario order. */
function inDisplayOrder<T extends UpcomingEvent>(items: Keyed<T>[]): T[] {
  const earlier = (a: Keyed<T>, b: Keyed<T>) =>
    a.item.displayAt - b.item.displayAt || a.key - b.key;
  // The walk mostly yields display order already; sort only when it did not.
  const sorted = items.every((item, i) => i === 0 || earlier(items[i - 1] as Keyed<T>, item) < 0);
  return (sorted ? items : items.sort(earlier)).map(({ item }) => item);
}
