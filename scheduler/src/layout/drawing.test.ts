import { describe, expect, it } from 'vitest';
import { bigScenario } from '../testing/bigScenario';
import { event } from '../testing/layout';
import { drawTimeline, type Point, type Rect, type TimelineDrawing } from './drawing';
import { layoutTimeline } from './timeline';

/** True when the segment a–b (across or up-down) passes through the inside of `rect`. */
function crosses(a: Point, b: Point, rect: Rect): boolean {
  const [left, right] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [top, bottom] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return (
    left < rect.x + rect.width &&
    right > rect.x &&
    top < rect.y + rect.height &&
    bottom > rect.y &&
    // A segment along the rect's side touches it without going in.
    !(a.x === b.x && (a.x <= rect.x || a.x >= rect.x + rect.width)) &&
    !(a.y === b.y && (a.y <= rect.y || a.y >= rect.y + rect.height))
  );
}

function segments(points: readonly Point[]): [Point, Point][] {
  return points.slice(1).map((point, index) => [points[index] as Point, point]);
}

function crossings(drawing: TimelineDrawing) {
  const found: string[] = [];
  for (const edge of drawing.edges) {
    for (const card of drawing.cards) {
      const boxes = card.notesRect ? [card.rect, card.notesRect] : [card.rect];
      for (const [a, b] of segments(edge.points)) {
        if (boxes.some((box) => crosses(a, b, box)))
          found.push(`${edge.from}->${edge.to} x #${card.id}`);
      }
    }
  }
  return found;
}

function outside(drawing: TimelineDrawing) {
  const inside = (p: Point) =>
    p.x >= 0 && p.y >= 0 && p.x <= drawing.width && p.y <= drawing.height;
  const corners = (r: Rect) => [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
  ];
  return [
    ...drawing.edges.flatMap((e) =>
      e.points.filter((p) => !inside(p)).map(() => `${e.from}->${e.to}`),
    ),
    ...drawing.cards.flatMap((c) =>
      [c.rect, ...(c.notesRect ? [c.notesRect] : [])]
        .flatMap(corners)
        .filter((p) => !inside(p))
        .map(() => `#${c.id}`),
    ),
  ];
}

const shapes = [
  ...[1, 2, 3, 4, 5].map((seed) => ({ name: `chain seed ${seed}`, seed, scheduled: false })),
  ...[6, 7, 8, 9, 10].map((seed) => ({ name: `schedule seed ${seed}`, seed, scheduled: true })),
];

describe('layout drawing', () => {
  it.each(shapes)('draws no line through a card or its notes ($name, 200 events)', (shape) => {
    const events = bigScenario(200, shape.seed, { scheduled: shape.scheduled });
    expect(crossings(drawTimeline(layoutTimeline(events)))).toEqual([]);
  });

  it.each(shapes)('sizes the canvas to every card, line and note ($name)', (shape) => {
    const events = bigScenario(200, shape.seed, { scheduled: shape.scheduled });
    expect(outside(drawTimeline(layoutTimeline(events)))).toEqual([]);
  });

  it('keeps a branch back to an earlier event, and one to itself, inside the canvas', () => {
    const events = [
      event('1', { next: '2' }),
      event('2', { next: '3' }),
      event('3', {
        responseType: 'option',
        options: '[{"option":"Again","next":"1"},{"option":"Retry","next":"3"}]',
        next: '4',
      }),
      event('4'),
    ];
    const drawing = drawTimeline(layoutTimeline(events));
    const back = drawing.edges.filter((edge) => edge.from === '3' && edge.to !== '4');
    expect(back).toHaveLength(2);
    expect(outside(drawing)).toEqual([]);
    expect(crossings(drawing)).toEqual([]);
  });

  it('does not run an answer line behind the cards between (no false chain)', () => {
    // #2 answers to #3, which sits further on; #4 and #6 are on the way on the same row.
    const events = [
      event('1', { next: '2' }),
      event('2', {
        responseType: 'option',
        options: '[{"option":"Escalate","next":"6"},{"option":"Wait","next":"4"}]',
      }),
      event('4', { next: '5' }),
      event('5', { next: '6' }),
      event('6', { next: '3' }),
      event('3'),
    ];
    const drawing = drawTimeline(layoutTimeline(events));
    expect(drawing.edges.find((e) => e.from === '2' && e.to === '6')).toBeDefined();
    expect(crossings(drawing)).toEqual([]);
  });

  it('leaves room under a one-row schedule for the branch notes ("→ #4 Answered early")', () => {
    const events = [
      event('1', {
        responseType: 'text',
        options: 'text',
        earlierThan: '30',
        nextIfEarly: '4',
        laterThan: '90',
        nextIfLate: '3',
        next: '2',
      }),
      event('2', { displayAfter: '5' }),
      event('3'),
      event('4'),
    ];
    const drawing = drawTimeline(layoutTimeline(events));
    const first = drawing.cards.find((card) => card.id === '1');
    expect(first?.notes).toEqual([
      { to: '4', kind: 'early', text: 'Answered early' },
      { to: '3', kind: 'late', text: 'Answered late' },
    ]);
    expect(first?.notesRect?.height).toBe(2 * drawing.sizes.noteHeight);
    expect(outside(drawing)).toEqual([]);
  });

  it('gives lines sharing a gap their own tracks, so none runs on top of another', () => {
    const events = bigScenario(120, 11);
    const drawing = drawTimeline(layoutTimeline(events));
    const ups = drawing.edges.flatMap((edge) =>
      segments(edge.points)
        .filter(([a, b]) => a.x === b.x && a.y !== b.y)
        .map(([a, b]) => ({ x: a.x, low: Math.min(a.y, b.y), high: Math.max(a.y, b.y), edge })),
    );
    const overlaps = ups.filter((one, i) =>
      ups.some(
        (other, j) =>
          j > i &&
          other.edge !== one.edge &&
          other.x === one.x &&
          other.low < one.high &&
          one.low < other.high,
      ),
    );
    expect(overlaps).toEqual([]);
  });

  it('keeps the cards in their columns, 302 pixels apart', () => {
    const drawing = drawTimeline(layoutTimeline(bigScenario(5, 1)));
    const xs = drawing.cards.map((card) => card.rect.x);
    expect(xs.slice(1).map((x, i) => x - (xs[i] ?? 0))).toEqual([302, 302, 302, 302]);
  });
});
