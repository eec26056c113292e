import { describe, expect, it } from 'vitest';
import { email, ids, min, question, sec, shownAt, view } from '../testing/engine';

/** Five injects fifteen minutes apart, as a tabletop exercise is written (docs/engine.md). */
const injects = () => [
  email('1', { next: '2', subject: 'Inject 1' }),
  email('2', { next: '3', startAt: '900', subject: 'Inject 2' }),
  email('3', { next: '4', startAt: '1800', subject: 'Inject 3' }),
  email('4', { next: '5', startAt: 2700, subject: 'Inject 4' }),
  email('5', { startAt: '3600', subject: 'Inject 5' }),
];

describe('start times', () => {
  it('holds an event a next reaches until its start time on the game clock', () => {
    expect(shownAt(view(injects(), min(60)))).toEqual({
      '1': 0,
      '2': 900,
      '3': 1800,
      '4': 2700,
      '5': 3600,
    });
    const before = view(injects(), min(14));
    expect(ids(before)).toEqual(['1']);
    expect(before.nextDueAt).toBe(min(15));
    expect(before.upcoming?.map((u) => [u.event.id, u.displayAt])).toEqual([['2', min(15)]]);
  });

  it('shows an event reached after its start time on arrival: the previous event plus its delay', () => {
    const events = [
      question('1', 'option', [['Isolate'], ['Wait']], { next: '2', delay: '30', timeLimit: '-1' }),
      email('2', { startAt: '600' }),
    ];
    const responses = [{ eventId: '1', answer: 'Isolate', answeredAt: min(12), player: 'ann' }];
    expect(shownAt(view(events, min(20), { responses }))).toEqual({ '1': 0, '2': 750 });
  });

  it('combines with branches: every way into the event waits for the same start time', () => {
    const events = [
      question(
        '1',
        'option',
        [
          ['A', '2'],
          ['B', '3'],
        ],
        { next: -1 },
      ),
      email('2', { next: '4', delay: '10' }),
      email('3', { next: '4', delay: '20' }),
      email('4', { startAt: '300' }),
    ];
    for (const [answer, via] of [
      ['A', '2'],
      ['B', '3'],
    ] as const) {
      const responses = [{ eventId: '1', answer, answeredAt: sec(30), player: 'ann' }];
      const seen = shownAt(view(events, min(10), { responses }));
      expect(seen['4']).toBe(300);
      expect(seen[via]).toBe(35);
    }
  });

  it('starts the first main event at its start time instead of 0', () => {
    const events = [email('1', { startAt: '120', next: '2' }), email('2')];
    expect(ids(view(events, min(1)))).toEqual([]);
    expect(shownAt(view(events, min(3)))).toEqual({ '1': 120, '2': 125 });
  });

  it('never starts an event by itself: an event nothing leads to stays hidden', () => {
    const events = [email('1'), email('2', { startAt: '60' })];
    expect(ids(view(events, min(5)))).toEqual(['1']);
  });

  it('is ignored on an event with a displayAfter, and on Preset events', () => {
    const events = [
      email('p', { section: 'Preset', startAt: '60' }),
      email('1'),
      email('2', { displayAfter: '2', startAt: '600' }),
    ];
    expect(shownAt(view(events, min(3)))).toEqual({ p: 0, '1': 0, '2': 120 });
  });

  it('treats an empty, NaN or negative start time as none, so older scenarios play as before', () => {
    for (const startAt of ['', 'NaN', '-5', undefined]) {
      const events = [email('1', { next: '2' }), email('2', { startAt })];
      expect(shownAt(view(events, sec(5)))).toEqual({ '1': 0, '2': 5 });
    }
  });
});
