import { describe, expect, it } from 'vitest';
import { timeSettingAt, withTimeSetting } from './timeSettings';
import { TIME_MESSAGES, clockText } from './timeMessages';

describe('timeSettingAt', () => {
  it('takes the period in force at a game time, standard before any', () => {
    const periods = [
      { from: 0, setting: 'x1.5' as const },
      { from: 60_000, setting: 'x2' as const },
    ];
    expect(timeSettingAt(undefined, 5)).toBe('standard');
    expect(timeSettingAt(periods, 59_999)).toBe('x1.5');
    expect(timeSettingAt(periods, 60_000)).toBe('x2');
  });
});

describe('withTimeSetting', () => {
  it('adds a period from the change, replaces one made at the same instant, skips no-ops', () => {
    const first = withTimeSetting([], 'x1.5', 0);
    expect(first).toEqual([{ from: 0, setting: 'x1.5' }]);
    expect(withTimeSetting(first, 'x2', 0)).toEqual([{ from: 0, setting: 'x2' }]);
    const later = withTimeSetting(first, 'untimed', 90_000);
    expect(later).toEqual([
      { from: 0, setting: 'x1.5' },
      { from: 90_000, setting: 'untimed' },
    ]);
    expect(withTimeSetting(later, 'untimed', 120_000)).toEqual(later);
  });
});

describe('TIME_MESSAGES.limits', () => {
  it("states the player's scaled limits in the game clock's minutes:seconds", () => {
    expect(TIME_MESSAGES.limits([180], 'x1.5')).toBe(
      'You have 4:30 per timed question (minutes:seconds).',
    );
    expect(TIME_MESSAGES.limits([300, 180, 300], 'standard')).toBe(
      'You have 3:00 or 5:00 per timed question (minutes:seconds).',
    );
    expect(TIME_MESSAGES.limits([180], 'untimed')).toBe(
      'You have no time limits: take the time you need.',
    );
    expect(clockText(3723)).toBe('1:02:03');
  });
});
