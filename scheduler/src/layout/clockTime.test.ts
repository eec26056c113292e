import { describe, expect, it } from 'vitest';
import { formatClockTime, parseClockTime } from './clockTime';

describe('parseClockTime', () => {
  it("reads the picker's 'HH:MM' and 'HH:MM:SS'", () => {
    expect(parseClockTime('09:30')).toBe(34_200);
    expect(parseClockTime('09:30:15')).toBe(34_215);
  });

  it('rejects text that is not a clock time', () => {
    expect(parseClockTime('')).toBeNull();
    expect(parseClockTime('25:00')).toBeNull();
    expect(parseClockTime('9.30')).toBeNull();
  });
});

describe('formatClockTime', () => {
  it("writes 'HH:MM:SS' and wraps past midnight", () => {
    expect(formatClockTime(34_215)).toBe('09:30:15');
    expect(formatClockTime(86_400 + 61)).toBe('00:01:01');
  });
});
