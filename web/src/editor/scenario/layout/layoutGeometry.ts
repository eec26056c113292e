import type { TimelineCard, TimelineEdge } from '@dojo/scheduler';

/** Card size on the layout canvas; columns are the spec's 302 px steps apart. */
export const CARD_WIDTH = 272;
export const CARD_HEIGHT = 232;
/** Room under each row for the notes of the branches leaving its cards. */
export const ROW_GAP = 96;
export const ROW_HEIGHT = CARD_HEIGHT + ROW_GAP;
/** Room above the first row for the time labels of loops drawn over the top. */
export const CANVAS_PADDING = 24;

export function cardTop(card: Pick<TimelineCard, 'row'>): number {
  return CANVAS_PADDING + card.row * ROW_HEIGHT;
}

export function canvasSize(columns: number, rows: number, step: number) {
  return {
    width: Math.max(1, columns) * step - (step - CARD_WIDTH) + 2 * CANVAS_PADDING,
    height: Math.max(1, rows) * ROW_HEIGHT - ROW_GAP + 2 * CANVAS_PADDING,
  };
}

export interface Connector {
  edge: TimelineEdge;
  path: string;
}

/**
 * The SVG path of a branch: from the right edge of one card to the left edge of the next,
 * as a smooth curve. A branch back to an earlier column (a loop) goes round under the cards,
 * through the gap between the rows.
 */
export function connectorPath(
  from: Pick<TimelineCard, 'x' | 'row'>,
  to: Pick<TimelineCard, 'x' | 'row'>,
): string {
  const start = { x: CANVAS_PADDING + from.x + CARD_WIDTH, y: cardTop(from) + CARD_HEIGHT / 2 };
  const end = { x: CANVAS_PADDING + to.x, y: cardTop(to) + CARD_HEIGHT / 2 };
  if (end.x > start.x) {
    const bend = Math.max(24, (end.x - start.x) / 2);
    return `M ${start.x} ${start.y} C ${start.x + bend} ${start.y}, ${end.x - bend} ${end.y}, ${end.x} ${end.y}`;
  }
  const below = Math.max(cardTop(from), cardTop(to)) + CARD_HEIGHT + ROW_GAP / 2;
  return `M ${start.x} ${start.y} C ${start.x + 40} ${start.y}, ${start.x + 40} ${below}, ${start.x} ${below} L ${end.x} ${below} C ${end.x - 40} ${below}, ${end.x - 40} ${end.y}, ${end.x} ${end.y}`;
}

export function connectors(
  cards: readonly TimelineCard[],
  edges: readonly TimelineEdge[],
): Connector[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return edges.flatMap((edge) => {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    if (!from || !to) return [];
    return [{ edge, path: connectorPath(from, to) }];
  });
}

/** A branch note under its card: which answer (or timing) leads to which event. */
export interface BranchNote {
  text: string;
  to: string;
}

const NOTE_KINDS: Partial<Record<TimelineEdge['kind'], string>> = {
  early: 'Answered early',
  late: 'Answered late',
};

/** The notes of the branches leaving each card (answers and timing branches). */
export function branchNotes(edges: readonly TimelineEdge[]): Map<string, BranchNote[]> {
  const notes = new Map<string, BranchNote[]>();
  for (const edge of edges) {
    const text = edge.label ?? NOTE_KINDS[edge.kind];
    if (!text) continue;
    notes.set(edge.from, [...(notes.get(edge.from) ?? []), { text, to: edge.to }]);
  }
  return notes;
}
