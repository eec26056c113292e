import { assertNever } from '@dojo/protocol';
import { answerText } from './answers';
import type { CompiledEvent, Target } from './compile';
import type { EngineResponse } from './types';

/** The rule that moved an event on: its next, the chosen option, a timing branch, the limit. */
export type MoveKind = 'next' | 'option' | 'early' | 'late' | 'timeout';

/** What one visible event does next, seen at game time `now`. */
export interface Step {
  /** Where it leads and when that shows; null when nothing (yet) follows. */
  move: { target: Target; at: number } | null;
  /** The rule that applied, also when it leads nowhere; null while the event waits. */
  by: MoveKind | null;
  /** A future game time at which this event's time limit runs out unanswered. */
  expiresAt: number | null;
  limitEndsAt: number | null;
  timedOut: boolean;
  awaitingAnswer: boolean;
}

/**
 * The rules of docs/engine.md, "Moving on", for one event shown at `shownAt`:
 * - no answer expected: `next` after `delay`;
 * - answered before its limit ran out: the chosen option's next, else the timing branch,
 *   else `next`, `delay` after the answer;
 * - limit ran out unanswered: the timeout target (`nextIfLate` when the limit reaches
 *   `laterThan`, else `next`) `delay` after the limit; if that leads nowhere the event keeps
 *   waiting and a late answer still branches.
 * Preset events lead nowhere because `compileScenario` resolves none of their targets.
 */
export function step(
  event: CompiledEvent,
  shownAt: number,
  response: EngineResponse | undefined,
  now: number,
): Step {
  if (!event.expectsAnswer) {
    return outcome(moveTo(event.next, shownAt + event.delayMs), 'next', null, null, false, false);
  }
  const limitEndsAt = event.timeLimitMs === null ? null : shownAt + event.timeLimitMs;
  const answeredAt = response === undefined ? null : Math.max(response.answeredAt, shownAt);
  const inTime = answeredAt !== null && (limitEndsAt === null || answeredAt < limitEndsAt);
  const timedOut = limitEndsAt !== null && now >= limitEndsAt && !inTime;

  if (timedOut && event.timeoutTarget !== null) {
    const at = (limitEndsAt ?? 0) + event.delayMs;
    return outcome(moveTo(event.timeoutTarget, at), 'timeout', null, limitEndsAt, true, false);
  }
  if (response !== undefined && answeredAt !== null) {
    const elapsed = response.answeredAfterMs ?? answeredAt - shownAt;
    const by = chosen(event, response, elapsed);
    const move = moveTo(targetOf(event, by, response), answeredAt + event.delayMs);
    return outcome(move, by, null, limitEndsAt, timedOut, false);
  }
  const expiresAt = limitEndsAt !== null && limitEndsAt > now ? limitEndsAt : null;
  return outcome(null, null, expiresAt, limitEndsAt, timedOut, true);
}

// One object literal per step: this runs for every visible event of every projected player.
function outcome(
  move: Step['move'],
  by: MoveKind | null,
  expiresAt: number | null,
  limitEndsAt: number | null,
  timedOut: boolean,
  awaitingAnswer: boolean,
): Step {
  return { move, by, expiresAt, limitEndsAt, timedOut, awaitingAnswer };
}

function moveTo(target: Target | null, at: number): Step['move'] {
  return target === null ? null : { target, at };
}

/** Which rule an answer follows: the chosen option's next, else the timing branch, else `next`. */
function chosen(event: CompiledEvent, response: EngineResponse, elapsedMs: number): MoveKind {
  if (event.optionNext.has(answerText(response.answer))) return 'option';
  if (event.nextIfEarly !== null && elapsedMs < (event.earlierThanMs ?? 0)) return 'early';
  if (event.nextIfLate !== null && elapsedMs > (event.laterThanMs ?? Infinity)) return 'late';
  return 'next';
}

function targetOf(event: CompiledEvent, by: MoveKind, response: EngineResponse): Target | null {
  switch (by) {
    case 'option':
      return event.optionNext.get(answerText(response.answer)) ?? null;
    case 'early':
      return event.nextIfEarly;
    case 'late':
      return event.nextIfLate;
    case 'timeout':
      return event.timeoutTarget;
    case 'next':
      return event.next;
    default:
      return assertNever(by, 'move');
  }
}
