import type { EdgeKind } from './branches';
import { routeEdges } from './routes';
import type { Timeline, TimelineEdge } from './timeline';

/**
 * The Show Layout drawing (docs/editor-rules.md, "Layout drawing"): where each card, its
 * branch notes and each connector go, and how big the canvas is. Pure, so the rules (no line
 * crosses a card, the canvas holds everything it draws) are unit-tested here and the editor
 * and the facilitator console only paint the result.
 */

export interface LayoutSizes {
  cardWidth: number;
  cardHeight: number;
  /** The height of one branch note line under a card. */
  noteHeight: number;
  /** Room between a card and its notes. */
  noteGap: number;
  /** Distance between two lines running side by side in a gap between rows. */
  trackGap: number;
  /** The least room between two rows, even when no line runs there. */
  rowGap: number;
  /** The least room between two columns (the gap where lines run up and down). */
  columnGap: number;
  /** Room round the drawing. */
  padding: number;
}

export const LAYOUT_SIZES: LayoutSizes = {
  cardWidth: 272,
  cardHeight: 232,
  noteHeight: 20,
  noteGap: 6,
  trackGap: 7,
  rowGap: 20,
  columnGap: 30,
  padding: 16,
};

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A branch note under its card: which answer (or timing) leads to which event. */
export interface BranchNote {
  to: string;
  kind: EdgeKind;
  text: string;
}

export interface DrawnCard {
  id: string;
  rect: Rect;
  notes: BranchNote[];
  /** Where the notes go, under the card; null when it has none. */
  notesRect: Rect | null;
}

export interface DrawnEdge extends TimelineEdge {
  /** An orthogonal line from the right side of `from` to the left side of `to`. */
  points: Point[];
}

export interface TimelineDrawing {
  width: number;
  height: number;
  sizes: LayoutSizes;
  /** In the timeline's card order. */
  cards: DrawnCard[];
  edges: DrawnEdge[];
}

const NOTE_TEXT: Partial<Record<EdgeKind, string>> = {
  early: 'Answered early',
  late: 'Answered late',
};

/** The notes of the branches leaving each card: answers (their option) and timing branches. */
export function branchNotes(edges: readonly TimelineEdge[]): Map<string, BranchNote[]> {
  const notes = new Map<string, BranchNote[]>();
  for (const edge of edges) {
    const text = edge.label ?? NOTE_TEXT[edge.kind];
    if (!text) continue;
    notes.set(edge.from, [...(notes.get(edge.from) ?? []), { to: edge.to, kind: edge.kind, text }]);
  }
  return notes;
}

/** Lays the timeline out on a canvas: cards in columns and rows, notes under, lines between. */
export function drawTimeline(
  timeline: Timeline,
  sizes: Partial<LayoutSizes> = {},
): TimelineDrawing {
  const size = { ...LAYOUT_SIZES, ...sizes };
  const pitch = Math.max(timeline.step, size.cardWidth + size.columnGap);
  const gap = pitch - size.cardWidth;
  const rows = Math.max(1, timeline.rows);
  const notes = branchNotes(timeline.edges);
  const notesArea = new Array<number>(rows).fill(0);
  for (const card of timeline.cards) {
    const lines = notes.get(card.id)?.length ?? 0;
    if (lines > 0) {
      const area = size.noteGap + lines * size.noteHeight;
      notesArea[card.row] = Math.max(notesArea[card.row] ?? 0, area);
    }
  }
  const columnLeft = (column: number) => size.padding + gap + column * pitch;
  const routed = routeEdges(timeline, {
    rows,
    rowBlock: (row) => size.cardHeight + (notesArea[row] ?? 0),
    columnLeft,
    gap,
    sizes: size,
  });
  const cards = timeline.cards.map((card): DrawnCard => {
    const rect = {
      x: columnLeft(card.column),
      y: routed.rowTop(card.row),
      width: size.cardWidth,
      height: size.cardHeight,
    };
    const list = notes.get(card.id) ?? [];
    return {
      id: card.id,
      rect,
      notes: list,
      notesRect:
        list.length === 0
          ? null
          : {
              x: rect.x,
              y: rect.y + rect.height + size.noteGap,
              width: rect.width,
              height: list.length * size.noteHeight,
            },
    };
  });
  const columns = Math.max(1, timeline.columns);
  return {
    width: columnLeft(columns) + size.padding,
    height: routed.height + size.padding,
    sizes: size,
    cards,
    edges: routed.edges,
  };
}
