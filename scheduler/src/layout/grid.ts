import { successors, type BranchGraph } from './branches';

/** A card's place on the grid: column (step) and row (lane). */
export interface GridPlace {
  column: number;
  row: number;
}

/**
 * Chain layout: walk from the start event along the branches; the first branch not yet
 * placed continues the lane, every other one opens a new lane below. Each event is placed
 * once, so loops end. Returns the places and the number of lanes used.
 */
export function placeByBranches(graph: BranchGraph): {
  places: Map<number, GridPlace>;
  rows: number;
} {
  const places = new Map<number, GridPlace>();
  let lanes = 0;
  const place = (node: number, column: number, row: number) => {
    places.set(node, { column, row });
    let continued = false;
    for (const next of successors(graph, node)) {
      if (places.has(next)) continue;
      if (continued) {
        place(next, column + 1, lanes++);
      } else {
        continued = true;
        place(next, column + 1, row);
      }
    }
  };
  for (const root of graph.roots) {
    if (!places.has(root.node)) place(root.node, 0, lanes++);
  }
  return { places, rows: lanes };
}

/**
 * Schedule layout (some event uses displayAfter): events are sorted by time; each distinct
 * time is a column and events at the same time share it on separate rows.
 */
export function placeByTime(offsets: Map<number, number>, order: readonly number[]) {
  const timed = order.filter((node) => offsets.has(node));
  timed.sort((a, b) => (offsets.get(a) ?? 0) - (offsets.get(b) ?? 0));
  const places = new Map<number, GridPlace>();
  let column = -1;
  let row = 0;
  let previous: number | undefined;
  let rows = 0;
  for (const node of timed) {
    const at = offsets.get(node) ?? 0;
    if (at !== previous) {
      column += 1;
      row = 0;
      previous = at;
    }
    places.set(node, { column, row });
    row += 1;
    rows = Math.max(rows, row);
  }
  return { places, rows };
}
