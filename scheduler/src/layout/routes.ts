import type { DrawnEdge, LayoutSizes, Point } from './drawing';
import type { Timeline, TimelineCard, TimelineEdge } from './timeline';
import { assignTracks, type Span } from './tracks';

/**
 * Connector routing for the layout drawing (docs/editor-rules.md, "Layout drawing"). Lines
 * run only where no card or note is: in the gaps between columns (up and down) and the gaps
 * between rows (across), so a line never passes behind a card it does not connect. A line
 * leaves its card on the right into the gap after it; to the next column it goes straight to
 * the target's gap; anywhere else (further on, back, the same column, itself) it goes along
 * the row gap under its card (above it when the target is higher up) to the gap before the
 * target. Lines sharing a gap get their own tracks, and each row gap is as tall as its tracks.
 */

export interface RouteGeometry {
  rows: number;
  /** The height of a row: its cards and their notes. */
  rowBlock(row: number): number;
  /** The left side of a column's cards; gap g (0..columns) ends where column g starts. */
  columnLeft(column: number): number;
  /** The width of a gap between columns. */
  gap: number;
  sizes: LayoutSizes;
}

interface Plan {
  edge: TimelineEdge;
  from: TimelineCard;
  to: TimelineCard;
  /** The row gap the line runs along (gap r is above row r); null when it goes straight. */
  band: number | null;
}

export function routeEdges(timeline: Timeline, geometry: RouteGeometry) {
  const { rows, gap, sizes } = geometry;
  const byId = new Map(timeline.cards.map((card) => [card.id, card]));
  const plans: Plan[] = [];
  for (const edge of timeline.edges) {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    if (!from || !to) continue;
    const straight = to.column === from.column + 1;
    plans.push({
      edge,
      from,
      to,
      band: straight ? null : to.row < from.row ? from.row : from.row + 1,
    });
  }

  // Across: tracks in each row gap, then the rows' tops.
  const gapMiddle = (column: number) => geometry.columnLeft(column) - gap / 2;
  const across = plans.flatMap((plan): Span[] =>
    plan.band === null
      ? []
      : [
          {
            corridor: plan.band,
            from: Math.min(gapMiddle(plan.from.column + 1), gapMiddle(plan.to.column)) - gap / 2,
            to: Math.max(gapMiddle(plan.from.column + 1), gapMiddle(plan.to.column)) + gap / 2,
          },
        ],
  );
  const bandTracks = assignTracks(across);
  const bandTop: number[] = [];
  const rowTops: number[] = [];
  let y = sizes.padding;
  for (let band = 0; band <= rows; band += 1) {
    bandTop[band] = y;
    y += Math.max(sizes.rowGap, ((bandTracks.counts.get(band) ?? 0) + 1) * sizes.trackGap);
    if (band < rows) {
      rowTops[band] = y;
      y += geometry.rowBlock(band);
    }
  }
  const rowTop = (row: number) => rowTops[row] ?? y;
  const bandY = new Map<Plan, number>();
  let nextAcross = 0;
  for (const plan of plans) {
    if (plan.band === null) continue;
    const band = plan.band;
    const track = bandTracks.tracks[nextAcross++] ?? 0;
    const tracks = bandTracks.counts.get(band) ?? 1;
    const top = bandTop[band] ?? 0;
    const bottom = band < rows ? rowTop(band) : y;
    bandY.set(plan, top + ((track + 1) * (bottom - top)) / (tracks + 1));
  }

  // Where each line leaves and enters: spread down the card's side.
  const exits = spread(
    plans,
    (plan) => plan.from.id,
    (plan) => plan.to.row * 1e6 + plan.to.column,
  );
  const entries = spread(
    plans,
    (plan) => plan.to.id,
    (plan) => plan.from.row * 1e6 + plan.from.column,
  );
  const sideY = (card: TimelineCard, share: number) => rowTop(card.row) + share * sizes.cardHeight;

  // Up and down: tracks in each column gap.
  const down: Span[] = [];
  const legs = plans.map((plan, index) => {
    const start = sideY(plan.from, exits[index] ?? 0.5);
    const end = sideY(plan.to, entries[index] ?? 0.5);
    const across = bandY.get(plan);
    const first = down.push({ corridor: plan.from.column + 1, from: start, to: across ?? end }) - 1;
    const second =
      across === undefined
        ? first
        : down.push({ corridor: plan.to.column, from: across, to: end }) - 1;
    return { start, end, across, first, second };
  });
  const downTracks = assignTracks(down);
  const trackX = (spanIndex: number) => {
    const span = down[spanIndex] as Span;
    const count = downTracks.counts.get(span.corridor) ?? 1;
    const track = downTracks.tracks[spanIndex] ?? 0;
    return geometry.columnLeft(span.corridor) - gap + ((track + 1) * gap) / (count + 1);
  };

  const edges = plans.map((plan, index): DrawnEdge => {
    const { start, end, across, first, second } = legs[index] as (typeof legs)[number];
    const leave = geometry.columnLeft(plan.from.column) + sizes.cardWidth;
    const enter = geometry.columnLeft(plan.to.column);
    const x1 = trackX(first);
    const x2 = trackX(second);
    const points: Point[] =
      across === undefined
        ? [
            { x: leave, y: start },
            { x: x1, y: start },
            { x: x1, y: end },
            { x: enter, y: end },
          ]
        : [
            { x: leave, y: start },
            { x: x1, y: start },
            { x: x1, y: across },
            { x: x2, y: across },
            { x: x2, y: end },
            { x: enter, y: end },
          ];
    return { ...plan.edge, points };
  });
  return { edges, rowTop, height: y };
}

/**
 * Each plan's place down its card's side (0..1 of the card's height): a card's lines are
 * spread evenly, in the order `rank` gives (lines to higher rows first), so they cross less.
 */
function spread(
  plans: readonly Plan[],
  card: (plan: Plan) => string,
  rank: (plan: Plan) => number,
) {
  const groups = new Map<string, number[]>();
  plans.forEach((plan, index) =>
    groups.set(card(plan), [...(groups.get(card(plan)) ?? []), index]),
  );
  const shares: number[] = [];
  for (const members of groups.values()) {
    members.sort((a, b) => rank(plans[a] as Plan) - rank(plans[b] as Plan));
    members.forEach((member, place) => (shares[member] = (place + 1) / (members.length + 1)));
  }
  return shares;
}
