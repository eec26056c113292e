import { describe, expect, it } from 'vitest';
import { compileScenario } from './compile';
import { answer, email, ids, question, sec, view } from '../testing/engine';
import type { EngineResponse, Projection } from './types';

const scenario = compileScenario([
  email('P', { section: 'Preset', type: 'News' }),
  email('1', { next: '2', delay: '10' }),
  question(
    '2',
    'option',
    [
      ['Isolate', '3'],
      ['Watch', '4'],
    ],
    {
      team: 'true',
      timeLimit: '120',
      next: '4',
      delay: '5',
    },
  ),
  question('3', 'checkbox', [['Legal'], ['Comms']], { timeLimit: '60', next: '5', delay: '10' }),
  email('4', { type: 'Alert', next: '5', delay: '5' }),
  question('5', 'reorder', [['a'], ['b']], {
    next: '7',
    delay: '0',
    laterThan: '30',
    nextIfLate: '6',
  }),
  email('6', { next: '/0', delay: '20' }),
  email('7', { next: '/0' }),
  email('N', { section: 'Noise', displayAfter: '1' }),
]);

const responses: EngineResponse[] = [
  answer('2', 'Isolate', sec(50), 'ann', 'Athena'),
  answer('5', ['b', 'a'], sec(170)),
];

const at = (seconds: number) =>
  view(scenario, sec(seconds), { player: 'ann', team: 'Athena', responses });

/** Two projections show the same thing (game time aside). */
function expectUnchanged(later: Projection, earlier: Projection) {
  expect({ ...later, gameTime: 0 }).toEqual({ ...earlier, gameTime: 0 });
}

describe('a walk through a small scenario', () => {
  it('gives the right visible events and nextDueAt at every step', () => {
    const steps: [seconds: number, visible: string[], nextDueAt: number | null][] = [
      [0, ['P', '1'], 10],
      [10, ['P', '1', '2'], 60],
      [50, ['P', '1', '2'], 55], // the team answers 2 at 50 s: 3 is due 5 s later
      [55, ['P', '1', '2', '3'], 60],
      [60, ['P', '1', '2', '3', 'N'], 115],
      [115, ['P', '1', '2', '3', 'N'], 125], // 3's limit ran out: 5 comes after its delay
      [125, ['P', '1', '2', '3', 'N', '5'], null], // 5 has no limit: it waits for the answer
      [170, ['P', '1', '2', '3', 'N', '5', '6'], 190], // answered 45 s late: nextIfLate 6
      [190, ['P', '1', '2', '3', 'N', '5', '6'], null],
    ];
    for (const [seconds, visible, nextDueAt] of steps) {
      const projection = at(seconds);
      expect({ seconds, visible: ids(projection), nextDueAt: projection.nextDueAt }).toEqual({
        seconds,
        visible,
        nextDueAt: nextDueAt === null ? null : sec(nextDueAt),
      });
    }
    expect(at(190).finished).toEqual({ kind: 'end', at: sec(190) });
  });

  it('changes nothing between one due time (or answer) and the next', () => {
    const marks = [0, 10, 50, 55, 60, 115, 125, 170, 190];
    marks.slice(1).forEach((until, i) => {
      const from = marks[i] ?? 0;
      expectUnchanged(at(until - 0.001), at(from));
    });
  });

  it('flags the timed-out question and the answers on the visible events', () => {
    const end = at(190);
    const byId = Object.fromEntries(end.visible.map((v) => [v.event.id, v]));
    expect(byId['3']).toMatchObject({
      timedOut: true,
      awaitingAnswer: false,
      limitEndsAt: sec(115),
    });
    expect(byId['2']?.response?.answer).toBe('Isolate');
    expect(byId['5']?.response?.answer).toEqual(['b', 'a']);
  });
});
