import { TIMELINE_STEP_PX, type ScenarioEvent } from '@dojo/protocol';
import { buildBranchGraph, eventAt, heldSeconds, type EdgeKind } from './branches';
import { cardContent, type CardContent } from './cards';
import { formatClockTime, parseClockTime } from './clockTime';
import { placeByBranches, placeByTime, type GridPlace } from './grid';
import { earliestArrivals } from './paths';

export interface TimelineOptions {
  /** The start-time picker's value, 'HH:MM' or 'HH:MM:SS'; 00:00 when empty or invalid. */
  startTime?: string;
  /** Pixels per step (docs/editor-rules.md: 302). */
  step?: number;
}

export interface TimelineCard extends CardContent, GridPlace {
  id: string;
  section: string;
  /** The earliest clock time the event shows at ('HH:MM:SS'); null when unreachable. */
  time: string | null;
  /** Seconds after the start of that earliest time; null when unreachable. */
  offsetSeconds: number | null;
  /** Left edge in pixels: column x step. */
  x: number;
  /** False when no branch leads to the event: it sits on the last row without a time. */
  reachable: boolean;
}

export interface TimelineEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  /** The answer option an option edge follows. */
  label?: string;
}

export interface Timeline {
  /** 'chain' follows next and branches; 'schedule' when some event uses displayAfter. */
  mode: 'chain' | 'schedule';
  step: number;
  cards: TimelineCard[];
  edges: TimelineEdge[];
  /** Every clock time each event can show at, earliest first (the event's `timings`). */
  timings: Record<string, string[]>;
  columns: number;
  rows: number;
}

/**
 * The Show Layout timeline (docs/editor-rules.md), also used by the facilitator view. From the
 * start time each step adds the event's delay (5 s when none), branch options add the time
 * limit, and events with displayAfter show that many minutes after the start. Preset and
 * Noise events are left out. Terminates on loops: every event is placed once.
 */
export function layoutTimeline(
  events: readonly ScenarioEvent[],
  options: TimelineOptions = {},
): Timeline {
  const step = options.step ?? TIMELINE_STEP_PX;
  const start = parseClockTime(options.startTime ?? '') ?? 0;
  const graph = buildBranchGraph(events);
  const offsets = earliestArrivals(graph, graph.roots, (edge) => edge.layoutSeconds);
  const grid = graph.scheduled ? placeByTime(offsets, graph.nodes) : placeByBranches(graph);
  const idOf = (node: number) => eventAt(graph, node).id;

  const arrivals = new Map<number, Set<number>>();
  const arrive = (node: number, at: number) =>
    arrivals.set(node, (arrivals.get(node) ?? new Set()).add(at));
  for (const root of graph.roots) arrive(root.node, root.offsetSeconds);

  const edges: TimelineEdge[] = [];
  for (const [from, list] of graph.edges) {
    const drawnTo = new Set<number>();
    for (const edge of list) {
      if (edge.target.kind !== 'event') continue;
      const to = edge.target.node;
      // A time-out to where an answer also leads adds a time, not a line to draw.
      if (edge.kind !== 'timeout' || !drawnTo.has(to)) {
        edges.push({
          from: idOf(from),
          to: idOf(to),
          kind: edge.kind,
          ...(edge.option ? { label: edge.option } : {}),
        });
        drawnTo.add(to);
      }
      const at = offsets.get(from);
      if (at !== undefined) arrive(to, heldSeconds(graph, to, at + edge.layoutSeconds));
    }
  }
  const timings: Record<string, string[]> = {};
  for (const [node, times] of arrivals) {
    timings[idOf(node)] = [...times].sort((a, b) => a - b).map((at) => formatClockTime(start + at));
  }

  let unplaced = 0;
  const cards = graph.nodes.map((node): TimelineCard => {
    const event = eventAt(graph, node);
    const offset = offsets.get(node);
    const place = grid.places.get(node) ?? { column: unplaced++, row: grid.rows };
    return {
      id: event.id,
      section: event.section ?? '',
      time: offset === undefined ? null : formatClockTime(start + offset),
      offsetSeconds: offset ?? null,
      ...place,
      x: place.column * step,
      reachable: offset !== undefined,
      ...cardContent(event, graph.edges.get(node) ?? []),
    };
  });
  const columns = cards.reduce((max, card) => Math.max(max, card.column + 1), 0);
  const rows = grid.rows + (unplaced > 0 ? 1 : 0);
  return {
    mode: graph.scheduled ? 'schedule' : 'chain',
    step,
    cards,
    edges,
    timings,
    columns,
    rows,
  };
}
