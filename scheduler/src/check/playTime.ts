import type { BranchGraph, Root } from '../layout/branches';
import { earliestArrivals } from '../layout/paths';
import { hasReachableLoop } from './graphWalk';

export interface PlayTime {
  /** Seconds to the quickest end, answering everything at once; null when no end is reachable. */
  shortestSeconds: number | null;
  /** Seconds to the slowest end, using every time limit in full; null when a loop makes it unbounded. */
  longestSeconds: number | null;
}

/**
 * Play time along the answered paths from the start to an end (-1, '/0', '/1', or a next
 * that names no event). Several roots (displayAfter) run side by side: the run lasts until
 * every chain has ended, unless a '/0' or '/1' ends it first (docs/editor-rules.md).
 */
export function playTime(graph: BranchGraph): PlayTime {
  if (graph.roots.length === 0) return { shortestSeconds: null, longestSeconds: null };
  const quickest = graph.roots.map((root) => quickestEnds(graph, root));
  const allChainsEnd = Math.max(...quickest.map((chain) => chain.anyEnd));
  const firstRunEnd = Math.min(...quickest.map((chain) => chain.runEnd));
  const shortest = Math.min(allChainsEnd, firstRunEnd);
  return {
    shortestSeconds: Number.isFinite(shortest) ? shortest : null,
    longestSeconds: hasReachableLoop(graph)
      ? null
      : Math.max(...graph.roots.map((root) => root.offsetSeconds + slowest(graph, root.id))),
  };
}

/** The quickest end of one chain, and the quickest '/0' or '/1' (Infinity when none). */
function quickestEnds(graph: BranchGraph, root: Root): { anyEnd: number; runEnd: number } {
  const arrivals = earliestArrivals(graph, [root], (edge) => edge.minSeconds, true);
  let anyEnd = Infinity;
  let runEnd = Infinity;
  for (const [id, at] of arrivals) {
    for (const edge of graph.edges.get(id) ?? []) {
      if (!edge.answered || edge.target.kind === 'event') continue;
      const end = at + edge.minSeconds;
      anyEnd = Math.min(anyEnd, end);
      if (edge.target.kind === 'end' || edge.target.kind === 'report')
        runEnd = Math.min(runEnd, end);
    }
  }
  return { anyEnd, runEnd };
}

/**
 * The slowest way from an event to an end, on a graph without loops; a '/0' in one chain is
 * assumed not to cut another short, so this errs on the long side.
 */
function slowest(graph: BranchGraph, start: string): number {
  const memo = new Map<string, number>();
  const from = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    let longest = 0;
    for (const edge of graph.edges.get(id) ?? []) {
      if (!edge.answered) continue;
      const rest = edge.target.kind === 'event' ? from(edge.target.id) : 0;
      longest = Math.max(longest, edge.maxSeconds + rest);
    }
    memo.set(id, longest);
    return longest;
  };
  return from(start);
}
