/**
 * Track assignment for the layout's routing (docs/editor-rules.md, "Layout drawing"): lines
 * sharing a corridor get separate tracks when their spans overlap, so two lines never run on
 * top of each other. Greedy interval colouring: spans sorted by start, each takes the lowest
 * track that is free again.
 */
export interface Span {
  /** Which corridor (a column gap or a row gap). */
  corridor: number;
  from: number;
  to: number;
}

/** Room kept between two spans on one track, in pixels. */
const SPAN_MARGIN = 4;

/** The track of each span (same order) and the number of tracks each corridor needs. */
export function assignTracks(spans: readonly Span[]): {
  tracks: number[];
  counts: Map<number, number>;
} {
  const tracks = new Array<number>(spans.length).fill(0);
  const counts = new Map<number, number>();
  const order = spans
    .map((span, index) => ({
      index,
      low: Math.min(span.from, span.to),
      high: Math.max(span.from, span.to),
    }))
    .sort((a, b) => a.low - b.low || a.high - b.high);
  const ends = new Map<number, number[]>();
  for (const { index, low, high } of order) {
    const corridor = (spans[index] as Span).corridor;
    const free = ends.get(corridor) ?? [];
    let track = free.findIndex((end) => end + SPAN_MARGIN < low);
    if (track === -1) track = free.length;
    free[track] = high;
    ends.set(corridor, free);
    tracks[index] = track;
    counts.set(corridor, Math.max(counts.get(corridor) ?? 0, track + 1));
  }
  return { tracks, counts };
}
