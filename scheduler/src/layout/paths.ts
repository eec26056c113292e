import { heldSeconds, type BranchEdge, type BranchGraph, type Root } from './branches';

/**
 * The earliest time each event (scenario index) can show when walking from the roots, edge
 * weights given by `weight` and each event held until its start time (Dijkstra: weights are
 * never negative and holding only delays, so loops are walked at most once).
 */
export function earliestArrivals(
  graph: BranchGraph,
  roots: readonly Root[],
  weight: (edge: BranchEdge) => number,
): Map<number, number> {
  const best = new Map<number, number>();
  for (const root of roots) {
    best.set(root.node, Math.min(best.get(root.node) ?? Infinity, root.offsetSeconds));
  }
  const done = new Set<number>();
  for (;;) {
    let current: number | undefined;
    for (const [node, at] of best) {
      if (!done.has(node) && (current === undefined || at < (best.get(current) ?? Infinity))) {
        current = node;
      }
    }
    if (current === undefined) return best;
    done.add(current);
    const at = best.get(current) ?? 0;
    for (const edge of graph.edges.get(current) ?? []) {
      if (edge.target.kind !== 'event') continue;
      const arrival = heldSeconds(graph, edge.target.node, at + weight(edge));
      if (arrival < (best.get(edge.target.node) ?? Infinity)) best.set(edge.target.node, arrival);
    }
  }
}
