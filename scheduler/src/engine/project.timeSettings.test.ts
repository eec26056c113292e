import { describe, expect, it } from 'vitest';
import type { TimeSettingPeriod } from '@dojo/protocol';
import { answer, email, ids, question, sec, shown, shownAt, view } from '../testing/engine';
import { timelinessOf } from './timeliness';

const at = (setting: TimeSettingPeriod['setting'], from = 0): TimeSettingPeriod[] => [
  { from, setting },
];

// Question 1 (60 s limit) leads to 2 after the limit, to 3 on answer A, to 4 when late (> 40 s).
const timed = (fields = {}) => [
  question('1', 'option', [['A', '3']], { timeLimit: '60', next: '2', delay: '5', ...fields }),
  email('2'),
  email('3'),
  email('4'),
  email('5', { delay: '30' }),
];

describe('time settings', () => {
  it("scale a question's time limit for the player, and not the delay after it", () => {
    const double = { timeSettings: at('x2') };
    expect(view(timed(), sec(61), double).nextDueAt).toBe(sec(120));
    expect(shown(view(timed(), sec(61), double), '1')).toMatchObject({
      limitEndsAt: sec(120),
      timedOut: false,
      awaitingAnswer: true,
      timeSetting: 'x2',
    });
    // The limit runs out at 120 s, and the delay stays 5 s.
    expect(shownAt(view(timed(), sec(125), double))).toEqual({ '1': 0, '2': 125 });
    expect(shownAt(view(timed(), sec(65)))).toEqual({ '1': 0, '2': 65 });
  });

  it('let a double-time player answer at 1.5 times the limit in time, a standard one not', () => {
    const responses = [answer('1', 'A', sec(90))];
    const double = view(timed(), sec(95), { responses, timeSettings: at('x2') });
    expect(shownAt(double)).toEqual({ '1': 0, '3': 95 });
    expect(timelinessOf(shown(double, '1'))).toBe('in time');
    const standard = view(timed(), sec(95), { responses });
    expect(shownAt(standard)).toEqual({ '1': 0, '2': 65 });
  });

  it('scale the early and late thresholds of the timing branch', () => {
    const events = timed({ options: '["B"]', laterThan: '40', nextIfLate: '4', next: '3' });
    const responses = [answer('1', 'B', sec(50))];
    expect(ids(view(events, sec(60), { responses }))).toEqual(['1', '4']);
    expect(ids(view(events, sec(60), { responses, timeSettings: at('x1.5') }))).toEqual(['1', '3']);
  });

  it('let no timeout fire for an untimed player: the question waits for the answer', () => {
    const untimed = { timeSettings: at('untimed') };
    const waiting = view(timed(), sec(3_600), untimed);
    expect(ids(waiting)).toEqual(['1']);
    expect(shown(waiting, '1')).toMatchObject({ timedOut: false, awaitingAnswer: true });
    expect(shown(waiting, '1').limitEndsAt).toBeUndefined();
    expect(waiting.nextDueAt).toBeNull();
    const responses = [answer('1', 'A', sec(3_600))];
    const answered = view(timed(), sec(3_605), { ...untimed, responses });
    expect(shownAt(answered)).toEqual({ '1': 0, '3': 3_605 });
    expect(timelinessOf(shown(answered, '1'))).toBe('in time');
  });

  it('apply a change to questions shown from then on; a question already open keeps its limit', () => {
    const events = [
      question('1', 'option', [['A', '2']], { timeLimit: '60', next: '2', delay: '5' }),
      question('2', 'option', [['A', '3']], { timeLimit: '60', next: '3', delay: '5' }),
      email('3'),
    ];
    // Changed to double time at 30 s, while question 1 is open.
    const changed = [
      { from: 0, setting: 'standard' as const },
      { from: sec(30), setting: 'x2' as const },
    ];
    const projection = view(events, sec(70), { timeSettings: changed });
    expect(shown(projection, '1')).toMatchObject({ limitEndsAt: sec(60), timedOut: true });
    expect(shown(projection, '2')).toMatchObject({ displayAt: sec(65), limitEndsAt: sec(185) });
  });
});
