import type { EventAnswer } from '@dojo/protocol';
import { markAnswer, type WayTry } from '../engine';
import { eventAt, heldMs, type BranchEdge, type BranchGraph } from '../layout/branches';
import { stronglyConnected } from './graphWalk';

/** One event of a planned run: the answer a player gives and when, from the event showing. */
export interface RunStep {
  eventId: string;
  /** Undefined when the event needs no answer, or the player lets its time limit run out. */
  answer?: EventAnswer;
  afterMs: number;
}

/** A plan as a shared linked list, so the search never copies plans. */
export type Plan = { step: RunStep; rest: Plan } | null;

export interface Timed {
  ms: number;
  plan: Plan;
}

export interface Scored {
  correct: number;
  plan: Plan;
}

/**
 * How a chain can end, from its first event showing: the run ends ('/0' or '/1', a finish) or
 * the chain goes quiet (nothing follows: -1, an ignored target, or a way back to an event
 * already shown). Null when the chain cannot end that way.
 */
export interface ChainEnds {
  soonestFinish: Timed | null;
  latestFinish: Timed | null;
  soonestQuiet: Timed | null;
  latestQuiet: Timed | null;
  /** For each number of scored questions met, the most correct answers (and how). */
  tallies: Map<number, Scored>;
}

/**
 * Solves every chain of the graph the way the engine plays it (docs/editor-rules.md, "Play
 * time and score"): one way per event, each event shown at most once, so a way back to an
 * event already shown leads nowhere. The first main event shows at 0, so no way into it is
 * followed. Results are remembered per event and per events of its loop already shown, so
 * a scenario without loops is solved in one pass. An event with a start time is held until
 * then (docs/engine.md, "Start times"), so what follows an event that can lead to one depends
 * on when that event shows: its results are also remembered per game time it shows at.
 */
export function chainSolver(graph: BranchGraph): (node: number, atMs: number) => ChainEnds {
  const loopOf = new Map<number, Set<number>>();
  for (const group of stronglyConnected(graph, graph.nodes)) {
    if (group.size > 1) for (const node of group) loopOf.set(node, group);
  }
  const shown = new Set(graph.roots.map((root) => root.node));
  const memo = new Map<string, ChainEnds>();
  const timed = leadsToStartTime(graph);
  const keyOf = (node: number, atMs: number) => {
    const loop = loopOf.get(node);
    const base = timed.has(node) ? `${node}@${atMs}` : String(node);
    if (loop === undefined) return base;
    return `${base}:${[...loop]
      .filter((member) => shown.has(member))
      .sort((a, b) => a - b)
      .join(',')}`;
  };

  const solve = (node: number, atMs: number): ChainEnds => {
    const key = keyOf(node, atMs);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const added = !shown.has(node);
    shown.add(node);
    const ends = emptyEnds();
    const edges = graph.edges.get(node) ?? [];
    for (const edge of edges) follow(ends, edge, eventAt(graph, node).id, atMs);
    if (edges.length === 0) waitForever(ends, graph, node);
    if (added) shown.delete(node);
    memo.set(key, ends);
    return ends;
  };

  const follow = (ends: ChainEnds, edge: BranchEdge, eventId: string, atMs: number) => {
    const { target } = edge;
    const into = target.kind === 'event' && !shown.has(target.node) ? target.node : null;
    // When the target shows, from this event showing: held until its start time.
    const arrives = (attempt: WayTry) =>
      into === null || attempt.arrivesMs === null
        ? attempt.arrivesMs
        : heldMs(graph, into, atMs + attempt.arrivesMs) - atMs;
    const finishes = target.kind === 'end' || target.kind === 'report';
    for (const [which, attempt] of [
      ['soonest', edge.way.soonest],
      ['latest', edge.way.latest],
    ] as const) {
      const step = cons(eventId, attempt, null);
      const pick = which === 'soonest' ? Math.min : Math.max;
      const inMs = arrives(attempt);
      const later = into === null || inMs === null ? null : solve(into, atMs + inMs);
      const finish = later ? shift(later[`${which}Finish`], inMs, step) : null;
      const quiet = later ? shift(later[`${which}Quiet`], inMs, step) : null;
      const own = finishes
        ? { finish: { ms: attempt.arrivesMs ?? attempt.afterMs, plan: step }, quiet: null }
        : later
          ? { finish, quiet }
          : { finish: null, quiet: { ms: attempt.afterMs, plan: step } };
      ends[`${which}Finish`] = choose(ends[`${which}Finish`], own.finish, pick);
      ends[`${which}Quiet`] = choose(ends[`${which}Quiet`], own.quiet, pick);
    }
    const best = edge.way.best;
    const question = best.mark === 'correct' || best.mark === 'wrong' ? 1 : 0;
    const right = best.mark === 'correct' ? 1 : 0;
    const step = cons(eventId, best, null);
    const bestIn = arrives(best);
    const next = into === null || bestIn === null ? null : solve(into, atMs + bestIn);
    if (next === null) tally(ends.tallies, question, right, step);
    for (const [questions, scored] of next?.tallies ?? []) {
      tally(
        ends.tallies,
        questions + question,
        scored.correct + right,
        withRest(step, scored.plan),
      );
    }
  };

  return solve;
}

/** An event no one can answer (a question without options to pick): the chain stops there. */
function waitForever(ends: ChainEnds, graph: BranchGraph, node: number) {
  const event = eventAt(graph, node);
  const plan = cons(event.id, { afterMs: 0, mark: 'unscored', arrivesMs: null }, null);
  ends.soonestQuiet = { ms: 0, plan };
  ends.latestQuiet = { ms: 0, plan };
  tally(ends.tallies, markAnswer(event, undefined) === 'wrong' ? 1 : 0, 0, plan);
}

function emptyEnds(): ChainEnds {
  return {
    soonestFinish: null,
    latestFinish: null,
    soonestQuiet: null,
    latestQuiet: null,
    tallies: new Map(),
  };
}

export function cons(eventId: string, attempt: WayTry, rest: Plan): Plan {
  const step: RunStep =
    attempt.answer === undefined
      ? { eventId, afterMs: attempt.afterMs }
      : { eventId, answer: attempt.answer, afterMs: attempt.afterMs };
  return { step, rest };
}

export const withRest = (plan: Plan, rest: Plan): Plan => (plan ? { step: plan.step, rest } : rest);

/** A later part of the chain, moved by the time its first event takes to show. */
function shift(later: Timed | null, arrivesMs: number | null, step: Plan): Timed | null {
  if (later === null || arrivesMs === null) return null;
  return { ms: arrivesMs + later.ms, plan: withRest(step, later.plan) };
}

/** The events from which some way leads (directly or on) to an event with a start time. */
function leadsToStartTime(graph: BranchGraph): Set<number> {
  const into = new Map<number, number[]>();
  for (const [from, edges] of graph.edges) {
    for (const edge of edges) {
      if (edge.target.kind !== 'event') continue;
      into.set(edge.target.node, [...(into.get(edge.target.node) ?? []), from]);
    }
  }
  const found = new Set<number>();
  const queue = graph.nodes.filter((node) => graph.scenario.compiled[node]?.startAtMs != null);
  while (queue.length > 0) {
    const node = queue.pop() as number;
    for (const from of into.get(node) ?? []) {
      if (!found.has(from)) {
        found.add(from);
        queue.push(from);
      }
    }
  }
  return found;
}

function choose(
  known: Timed | null,
  found: Timed | null,
  pick: (a: number, b: number) => number,
): Timed | null {
  if (found === null) return known;
  if (known === null) return found;
  return pick(known.ms, found.ms) === found.ms && found.ms !== known.ms ? found : known;
}

export function tally(
  tallies: Map<number, Scored>,
  questions: number,
  correct: number,
  plan: Plan,
) {
  const known = tallies.get(questions);
  if (known === undefined || correct > known.correct) tallies.set(questions, { correct, plan });
}

/** The steps of a plan, first event first. */
export function stepsOf(plan: Plan): RunStep[] {
  const steps: RunStep[] = [];
  for (let at = plan; at !== null; at = at.rest) steps.push(at.step);
  return steps;
}
