import { describe, expect, it } from 'vitest';
import { event } from '../testing/layout';
import { layoutTimeline } from './timeline';

describe('layoutTimeline grid', () => {
  const branching = [
    event('1', {
      responseType: 'option',
      options: '[{"option":"A","next":"3"},{"option":"B"}]',
      next: '2',
    }),
    event('2', { next: '4' }),
    event('3', { next: '4' }),
    event('4'),
  ];

  it('puts each step one column (302 pixels) further', () => {
    const cards = layoutTimeline(branching).cards;
    expect(cards.map(({ id, column, x }) => ({ id, column, x }))).toEqual([
      { id: '1', column: 0, x: 0 },
      { id: '2', column: 1, x: 302 },
      { id: '3', column: 1, x: 302 },
      { id: '4', column: 2, x: 604 },
    ]);
  });

  it('uses the given step in pixels', () => {
    expect(layoutTimeline(branching, { step: 100 }).cards[3]?.x).toBe(200);
  });

  it('puts a branch on its own row and continues the main line on the first', () => {
    const rows = Object.fromEntries(
      layoutTimeline(branching).cards.map((card) => [card.id, card.row]),
    );
    expect(rows).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0 });
    expect(layoutTimeline(branching).rows).toBe(2);
  });

  it('draws next, option, early and late edges between cards', () => {
    const events = [
      event('1', {
        responseType: 'option',
        options: '[{"option":"A","next":"2"},{"option":"B"}]',
        timeLimit: '60',
        next: '4',
        earlierThan: '10',
        nextIfEarly: '5',
        laterThan: '50',
        nextIfLate: '6',
      }),
      ...['2', '4', '5', '6'].map((id) => event(id)),
    ];
    expect(layoutTimeline(events).edges).toEqual([
      { from: '1', to: '4', kind: 'next' },
      { from: '1', to: '2', kind: 'option', label: 'A' },
      { from: '1', to: '5', kind: 'early' },
      { from: '1', to: '6', kind: 'late' },
    ]);
  });

  it('draws only the ways the engine takes: an option answer never takes a timing branch', () => {
    const events = [
      event('1', {
        responseType: 'option',
        options: '[{"option":"A","next":"2"},{"option":"B","next":"3"}]',
        timeLimit: '60',
        next: '4',
        earlierThan: '10',
        nextIfEarly: '5',
      }),
      ...['2', '3', '4', '5'].map((id) => event(id)),
    ];
    const timeline = layoutTimeline(events);
    expect(timeline.edges).toEqual([
      { from: '1', to: '2', kind: 'option', label: 'A' },
      { from: '1', to: '3', kind: 'option', label: 'B' },
      { from: '1', to: '4', kind: 'timeout' },
    ]);
    expect(timeline.cards.find((card) => card.id === '5')?.reachable).toBe(false);
  });

  it('draws the time-out to the late branch when the limit reaches LaterThan', () => {
    const events = [
      event('1', {
        responseType: 'text',
        options: 'text',
        timeLimit: '60',
        next: '2',
        laterThan: '60',
        nextIfLate: '3',
      }),
      event('2'),
      event('3'),
    ];
    expect(layoutTimeline(events).edges).toEqual([
      { from: '1', to: '2', kind: 'next' },
      { from: '1', to: '3', kind: 'timeout' },
    ]);
  });

  it('draws no option branches for a checkbox question', () => {
    const events = [
      event('1', {
        responseType: 'checkbox',
        options: '[{"checkbox":"A","next":"2"}]',
        next: '3',
      }),
      event('2'),
      event('3'),
    ];
    expect(layoutTimeline(events).edges).toEqual([{ from: '1', to: '3', kind: 'next' }]);
  });

  it('draws no second line for a time-out that leads where an answer does', () => {
    const events = [
      event('1', { responseType: 'text', options: 'text', timeLimit: '60', next: '2' }),
      event('2'),
    ];
    expect(layoutTimeline(events).edges).toEqual([{ from: '1', to: '2', kind: 'next' }]);
  });

  it('ends on a loop, placing each event once', () => {
    const events = [event('1', { next: '2' }), event('2', { next: '1' })];
    const timeline = layoutTimeline(events);
    expect(timeline.cards.map((card) => card.column)).toEqual([0, 1]);
    expect(timeline.edges).toHaveLength(2);
  });

  it('puts events no branch reaches on the last row, without a time', () => {
    const events = [event('1', { next: '/0' }), event('2'), event('3')];
    const timeline = layoutTimeline(events);
    const lost = timeline.cards.filter((card) => !card.reachable);
    expect(lost.map(({ id, time, row, column }) => ({ id, time, row, column }))).toEqual([
      { id: '2', time: null, row: 1, column: 0 },
      { id: '3', time: null, row: 1, column: 1 },
    ]);
    expect(timeline.rows).toBe(2);
  });

  it('draws no line for a next that names no event', () => {
    expect(layoutTimeline([event('1', { next: '42' })]).edges).toEqual([]);
  });
});
