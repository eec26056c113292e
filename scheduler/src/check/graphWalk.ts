import { successors, type BranchGraph } from '../layout/branches';

/** Every main event some branch leads to from the roots (time-outs included). */
export function reachableFrom(graph: BranchGraph): Set<string> {
  const seen = new Set<string>();
  const queue = graph.roots.map((root) => root.id);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...successors(graph, id));
  }
  return seen;
}

/**
 * Loops the player can never leave: strongly connected groups of reachable events (Tarjan)
 * that loop back on themselves and have no edge out of the group, neither to another event
 * nor to an end (-1, '/0', '/1'). A dangling next is not a way out: nothing can show there.
 * Each loop lists its event ids in scenario order.
 */
export function cyclesWithoutExit(graph: BranchGraph, reachable: Set<string>): string[][] {
  const order = graph.events.map((event) => event.id).filter((id) => reachable.has(id));
  return stronglyConnected(graph, order)
    .filter((group) => loops(graph, group) && !hasExit(graph, group))
    .map((group) => order.filter((id) => group.has(id)));
}

/** True when some answered path from the roots can come back to an event (a loop). */
export function hasReachableLoop(graph: BranchGraph): boolean {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): boolean => {
    state.set(id, 'open');
    for (const next of successors(graph, id, true)) {
      const seen = state.get(next);
      if (seen === 'open' || (seen === undefined && visit(next))) return true;
    }
    state.set(id, 'done');
    return false;
  };
  return graph.roots.some((root) => !state.has(root.id) && visit(root.id));
}

function loops(graph: BranchGraph, group: Set<string>): boolean {
  if (group.size > 1) return true;
  const [only] = group;
  return only !== undefined && successors(graph, only).includes(only);
}

function hasExit(graph: BranchGraph, group: Set<string>): boolean {
  for (const id of group) {
    for (const edge of graph.edges.get(id) ?? []) {
      const { target } = edge;
      if (target.kind === 'dangling') continue;
      if (target.kind !== 'event' || !group.has(target.id)) return true;
    }
  }
  return false;
}

function stronglyConnected(graph: BranchGraph, nodes: readonly string[]): Set<string>[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: Set<string>[] = [];
  let counter = 0;
  const connect = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const next of successors(graph, id)) {
      if (!index.has(next)) {
        connect(next);
        low.set(id, Math.min(low.get(id) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(id, Math.min(low.get(id) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(id) === index.get(id)) {
      const group = new Set<string>();
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          group.add(member);
        }
      } while (member !== undefined && member !== id);
      groups.push(group);
    }
  };
  for (const id of nodes) if (!index.has(id)) connect(id);
  return groups;
}
