import { answerText } from './answers';
import type { CompiledEvent, Target } from './compile';
import type { EngineResponse } from './types';

/** What one visible event does next, seen at game time `now`. */
export interface Step {
  /** Where it leads and when that shows; null when nothing (yet) follows. */
  move: { target: Target; at: number } | null;
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
    return outcome(moveTo(event.next, shownAt + event.delayMs), null, null, false, false);
  }
  const limitEndsAt = event.timeLimitMs === null ? null : shownAt + event.timeLimitMs;
  const answeredAt = response === undefined ? null : Math.max(response.answeredAt, shownAt);
  const inTime = answeredAt !== null && (limitEndsAt === null || answeredAt < limitEndsAt);
  const timedOut = limitEndsAt !== null && now >= limitEndsAt && !inTime;

  if (timedOut && event.timeoutTarget !== null) {
    const at = (limitEndsAt ?? 0) + event.delayMs;
    return outcome(moveTo(event.timeoutTarget, at), null, limitEndsAt, true, false);
  }
  if (response !== undefined && answeredAt !== null) {
    const elapsed = response.answeredAfterMs ?? answeredAt - shownAt;
    const move = moveTo(chosen(event, response, elapsed), answeredAt + event.delayMs);
    return outcome(move, null, limitEndsAt, timedOut, false);
  }
  const expiresAt = limitEndsAt !== null && limitEndsAt > now ? limitEndsAt : null;
  return outcome(null, expiresAt, limitEndsAt, timedOut, true);
}

// One object literal per step: this runs for every visible event of every projected player.
function outcome(
  move: Step['move'],
  expiresAt: number | null,
  limitEndsAt: number | null,
  timedOut: boolean,
  awaitingAnswer: boolean,
): Step {
  return { move, expiresAt, limitEndsAt, timedOut, awaitingAnswer };
}

function moveTo(target: Target | null, at: number): Step['move'] {
  return target === null ? null : { target, at };
}

/** The chosen option's next, else the timing branch, else `next`. */
function chosen(event: CompiledEvent, response: EngineResponse, elapsedMs: number): Target | null {
  const byOption = event.optionNext.get(answerText(response.answer));
  if (byOption !== undefined) return byOption;
  if (event.nextIfEarly !== null && elapsedMs < (event.earlierThanMs ?? 0)) {
    return event.nextIfEarly;
  }
  if (event.nextIfLate !== null && elapsedMs > (event.laterThanMs ?? Infinity)) {
    return event.nextIfLate;
  }
  return event.next;
}
