import { successors, type BranchGraph } from '../layout/branches';

/** Every main event (scenario index) some way leads to from the roots, time-outs included. */
export function reachableFrom(graph: BranchGraph): Set<number> {
  const seen = new Set<number>();
  const queue = graph.roots.map((root) => root.node);
  while (queue.length > 0) {
    const node = queue.shift() as number;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...successors(graph, node));
  }
  return seen;
}

export interface Loops {
  /** Reachable loops with no way out: every way of their events leads back into them. */
  withoutExit: number[][];
  /** Reachable loops a player can leave. */
  withExit: number[][];
}

/**
 * The reachable loops (strongly connected groups that lead back into themselves), each as
 * its events in scenario order. An event shows only once, so a way back into a loop leads
 * nowhere; a loop without a way out (not even to -1 or an end) is where the story stops.
 */
export function loopsOf(graph: BranchGraph, reachable: Set<number>): Loops {
  const order = graph.nodes.filter((node) => reachable.has(node));
  const loops: Loops = { withoutExit: [], withExit: [] };
  for (const group of stronglyConnected(graph, order)) {
    if (!leadsBackInto(graph, group)) continue;
    const members = order.filter((node) => group.has(node));
    (hasExit(graph, group) ? loops.withExit : loops.withoutExit).push(members);
  }
  const first = (loop: number[]) => order.indexOf(loop[0] as number);
  loops.withoutExit.sort((a, b) => first(a) - first(b));
  loops.withExit.sort((a, b) => first(a) - first(b));
  return loops;
}

function leadsBackInto(graph: BranchGraph, group: Set<number>): boolean {
  if (group.size > 1) return true;
  const [only] = group;
  return only !== undefined && successors(graph, only).includes(only);
}

function hasExit(graph: BranchGraph, group: Set<number>): boolean {
  for (const node of group) {
    for (const { target } of graph.edges.get(node) ?? []) {
      if (target.kind !== 'event' || !group.has(target.node)) return true;
    }
  }
  return false;
}

/** Tarjan's strongly connected groups of the graph restricted to `nodes`. */
export function stronglyConnected(graph: BranchGraph, nodes: readonly number[]): Set<number>[] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: number[] = [];
  const onStack = new Set<number>();
  const groups: Set<number>[] = [];
  let counter = 0;
  const connect = (node: number) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of successors(graph, node)) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = new Set<number>();
      let member: number | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          group.add(member);
        }
      } while (member !== undefined && member !== node);
      groups.push(group);
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return groups;
}
