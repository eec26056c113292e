import type { EventAnswer } from '@dojo/protocol';
import { answerText } from './answers';
import { answerChoices } from './choices';
import type { CompiledEvent, Target } from './compile';
import { markAnswer, type Mark } from './score';
import { step, type MoveKind } from './walk';

/** One way a player can take an event: how, and what it does. Times from the event showing. */
export interface WayTry {
  /** The answer given; undefined when none is given (no answer needed, or the limit ran out). */
  answer?: EventAnswer;
  /** When the event is settled: shown (no answer needed), answered, or its limit ran out. */
  afterMs: number;
  mark: Mark;
  /** When the target shows; null when nothing follows. */
  arrivesMs: number | null;
}

/** A way on from an event: the rule that applies and where it leads, with its extreme tries. */
export interface Way {
  by: MoveKind;
  /** Null when nothing follows (-1, or a target the walk ignores). */
  target: Target | null;
  /** The option chosen, for an option branch. */
  option?: string;
  /** The earliest and the latest try that takes this way. */
  soonest: WayTry;
  latest: WayTry;
  /** The try with the best mark (correct, else neutral, else wrong), earliest first. */
  best: WayTry;
}

/** Far beyond any game time: `step` then sees every limit as run out. */
const NEVER = Number.MAX_SAFE_INTEGER;
const RANK: Record<Mark, number> = { correct: 3, neutral: 2, unscored: 1, wrong: 0 };

/**
 * Every way the engine can move on from an event, found by asking the engine's own `step`
 * (so the check can not drift from the walk): each answer from `answerChoices` at each
 * moment where a rule changes (just before and at earlierThan, at and just after laterThan,
 * the last moment before the limit, the limit itself), and no answer at all. A question
 * without a limit, or whose time-out leads nowhere so it keeps waiting, is answered at the
 * latest `answerCapMs` after it shows or after its limit ran out, or just after laterThan
 * when that comes later (so its late branch stays a way on).
 */
export function waysOn(event: CompiledEvent, answerCapMs: number): Way[] {
  const tries: Tried[] = [];
  if (!event.expectsAnswer) {
    const taken = step(event, 0, undefined, NEVER);
    tries.push(tried(taken.by ?? 'next', taken.move, { afterMs: 0, mark: 'unscored' }));
    return gather(tries);
  }
  const limit = event.timeLimitMs;
  const unanswered = limit === null ? null : step(event, 0, undefined, NEVER);
  const keepsWaiting = limit !== null && !unanswered?.move;
  // Waiting for an answer lasts the cap, and at least until a late branch can be taken.
  const wait = (from: number) => Math.max(from + answerCapMs, (event.laterThanMs ?? -1) + 1);
  const last = limit === null ? wait(0) : keepsWaiting ? wait(limit) : limit;
  for (const answer of answerChoices(event.event)) {
    const mark = markAnswer(event.event, answer);
    for (const afterMs of moments(event, last)) {
      const response = { eventId: event.event.id, answer, answeredAt: afterMs, player: '' };
      const taken = step(event, 0, response, NEVER);
      if (taken.by === null) continue;
      const option = taken.by === 'option' ? answerText(answer) : undefined;
      tries.push(tried(taken.by, taken.move, { answer, afterMs, mark }, option));
    }
  }
  if (limit !== null && unanswered?.move) {
    const mark = markAnswer(event.event, undefined);
    tries.push(tried('timeout', unanswered.move, { afterMs: limit, mark }));
  }
  return gather(tries);
}

/** The moments at which the rules can change, from 0 to `last` (game time is whole ms). */
function moments(event: CompiledEvent, last: number): number[] {
  const early = event.earlierThanMs;
  const late = event.laterThanMs;
  const limit = event.timeLimitMs;
  const candidates = [0, last];
  if (early !== null) candidates.push(early - 1, early);
  if (late !== null) candidates.push(late, late + 1);
  if (limit !== null) candidates.push(limit - 1, limit);
  const within = candidates.filter((at) => at >= 0 && at <= last);
  return [...new Set(within)].sort((a, b) => a - b);
}

interface Tried extends WayTry {
  by: MoveKind;
  target: Target | null;
  option?: string;
}

function tried(
  by: MoveKind,
  move: { target: Target; at: number } | null,
  how: Omit<WayTry, 'arrivesMs'>,
  option?: string,
): Tried {
  const base = { ...how, by, target: move?.target ?? null, arrivesMs: move?.at ?? null };
  return option === undefined ? base : { ...base, option };
}

const keyOf = (t: Tried) => {
  const target =
    t.target === null ? 'none' : t.target.kind === 'event' ? t.target.index : t.target.kind;
  return `${t.by}|${target}|${t.option ?? ''}`;
};

/** Groups tries by way, keeping the soonest, the latest and the best-marked try of each. */
function gather(tries: readonly Tried[]): Way[] {
  const ways = new Map<string, Way>();
  for (const t of tries) {
    const { by, target, option, ...attempt } = t;
    const way = ways.get(keyOf(t));
    if (way === undefined) {
      const first: Way = { by, target, soonest: attempt, latest: attempt, best: attempt };
      ways.set(keyOf(t), option === undefined ? first : { ...first, option });
      continue;
    }
    if (earlier(attempt, way.soonest)) way.soonest = attempt;
    if (later(attempt, way.latest)) way.latest = attempt;
    if (better(attempt, way.best)) way.best = attempt;
  }
  return [...ways.values()];
}

// At the same moment, letting the limit run out reads simplest; then the better mark.
const simpler = (a: WayTry, b: WayTry) =>
  (a.answer === undefined && b.answer !== undefined) ||
  ((a.answer === undefined) === (b.answer === undefined) && RANK[a.mark] > RANK[b.mark]);
const earlier = (a: WayTry, b: WayTry) =>
  a.afterMs < b.afterMs || (a.afterMs === b.afterMs && simpler(a, b));
const later = (a: WayTry, b: WayTry) =>
  a.afterMs > b.afterMs || (a.afterMs === b.afterMs && simpler(a, b));
const better = (a: WayTry, b: WayTry) =>
  RANK[a.mark] > RANK[b.mark] || (RANK[a.mark] === RANK[b.mark] && a.afterMs < b.afterMs);
