import type { BranchEdge, BranchGraph, Root } from './branches';

/**
 * The earliest time each event can show when walking from the roots, edge weights given by
 * `weight` (Dijkstra: weights are never negative, so loops are walked at most once).
 */
export function earliestArrivals(
  graph: BranchGraph,
  roots: readonly Root[],
  weight: (edge: BranchEdge) => number,
  answeredOnly = false,
): Map<string, number> {
  const best = new Map<string, number>();
  for (const root of roots) {
    best.set(root.id, Math.min(best.get(root.id) ?? Infinity, root.offsetSeconds));
  }
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    for (const [id, at] of best) {
      if (!done.has(id) && (current === undefined || at < (best.get(current) ?? Infinity))) {
        current = id;
      }
    }
    if (current === undefined) return best;
    done.add(current);
    const at = best.get(current) ?? 0;
    for (const edge of graph.edges.get(current) ?? []) {
      if (edge.target.kind !== 'event' || (answeredOnly && !edge.answered)) continue;
      const arrival = at + weight(edge);
      if (arrival < (best.get(edge.target.id) ?? Infinity)) best.set(edge.target.id, arrival);
    }
  }
}
