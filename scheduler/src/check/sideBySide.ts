import { markAnswer } from '../engine';
import { eventAt, heldMs, type BranchGraph, type Root } from '../layout/branches';
import { cons, tally, withRest, type Scored } from './chains';
import { stronglyConnected } from './graphWalk';

type Tallies = Map<number, Scored>;

/**
 * The best-answer tallies of chains that run side by side (several roots), where the first
 * '/0' or '/1' ends the run for every chain: a question another chain would show after that
 * is never seen. Each way is taken with its best answer as soon as it can be given. For each
 * moment the run can end at (and for a run that never ends), every chain's tallies count the
 * questions shown by then; at least one chain ends the run at that moment. Returns one list of
 * per-chain tallies for each such moment, for the caller to add up.
 */
export function sideBySideTallies(graph: BranchGraph, roots: readonly Root[]): Tallies[][] {
  const search = cutSearch(graph);
  const ends = new Set<number>();
  for (const root of roots) search.finishes(root.node, root.offsetMs, ends);
  const combos: Tallies[][] = [roots.map((root) => search.tallies(root, Infinity, false))];
  for (const end of ends) {
    const mayEnd = roots.map((root) => search.tallies(root, end, false));
    roots.forEach((root, j) => {
      const endsHere = search.tallies(root, end, true);
      if (endsHere.size > 0) combos.push(mayEnd.map((t, i) => (i === j ? endsHere : t)));
    });
  }
  return combos;
}

function cutSearch(graph: BranchGraph) {
  const loopOf = new Map<number, Set<number>>();
  for (const group of stronglyConnected(graph, graph.nodes)) {
    if (group.size > 1) for (const node of group) loopOf.set(node, group);
  }
  const shown = new Set(graph.roots.map((root) => root.node));
  const keyOf = (node: number, at: number) => {
    const loop = [...(loopOf.get(node) ?? [])].filter((member) => shown.has(member));
    return `${node}@${at}:${loop.sort((a, b) => a - b).join(',')}`;
  };
  const visit = <T>(node: number, body: () => T): T => {
    const added = !shown.has(node);
    shown.add(node);
    const result = body();
    if (added) shown.delete(node);
    return result;
  };

  /** Every moment a chain can end the run at, its best answers given as soon as they can. */
  const finishes = (node: number, at: number, into: Set<number>, seen = new Set<string>()) => {
    const key = keyOf(node, at);
    if (seen.has(key)) return;
    seen.add(key);
    visit(node, () => {
      for (const { target, way } of graph.edges.get(node) ?? []) {
        const arrives = way.best.arrivesMs;
        if (arrives === null) continue;
        if (target.kind === 'end' || target.kind === 'report') into.add(at + arrives);
        if (target.kind === 'event' && !shown.has(target.node)) {
          finishes(target.node, heldMs(graph, target.node, at + arrives), into, seen);
        }
      }
    });
  };

  /**
   * The tallies of a chain's ways counting what shows by `end`; with `exactly`, only ways
   * that end the run at `end`, otherwise ways that end it no sooner (or never).
   */
  const tallies = (root: Root, end: number, exactly: boolean): Tallies => {
    const memo = new Map<string, Tallies>();
    const from = (node: number, at: number): Tallies => {
      if (at > end) return exactly ? new Map() : new Map([[0, { correct: 0, plan: null }]]);
      const key = keyOf(node, at);
      const known = memo.get(key);
      if (known !== undefined) return known;
      const result: Tallies = new Map();
      const event = eventAt(graph, node);
      const unanswered = markAnswer(event, undefined) === 'wrong' ? 1 : 0;
      visit(node, () => {
        const edges = graph.edges.get(node) ?? [];
        if (edges.length === 0 && !exactly) tally(result, unanswered, 0, null);
        for (const { target, way } of edges) {
          const { best } = way;
          const step = cons(event.id, best, null);
          // The run ends before this answer comes: the question was seen, not answered.
          if (at + best.afterMs > end) {
            if (!exactly) tally(result, unanswered, 0, step);
            continue;
          }
          const question = best.mark === 'correct' || best.mark === 'wrong' ? 1 : 0;
          const right = best.mark === 'correct' ? 1 : 0;
          const arrivesAt =
            best.arrivesMs === null
              ? null
              : target.kind === 'event'
                ? heldMs(graph, target.node, at + best.arrivesMs)
                : at + best.arrivesMs;
          if (target.kind === 'event' && !shown.has(target.node) && arrivesAt !== null) {
            for (const [q, s] of from(target.node, arrivesAt)) {
              tally(result, q + question, s.correct + right, withRest(step, s.plan));
            }
          } else if (target.kind === 'end' || target.kind === 'report') {
            const ok = exactly ? arrivesAt === end : (arrivesAt ?? Infinity) >= end;
            if (ok) tally(result, question, right, step);
          } else if (!exactly) {
            tally(result, question, right, step);
          }
        }
      });
      memo.set(key, result);
      return result;
    };
    return from(root.node, root.offsetMs);
  };

  return { finishes, tallies };
}
