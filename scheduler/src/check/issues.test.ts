import { describe, expect, it } from 'vitest';
import { formatDuration } from './issues';

describe('formatDuration', () => {
  it('writes seconds, minutes and hours the way the check lines read', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(1_595_000)).toBe('26 min 35 s');
    expect(formatDuration(600_000)).toBe('10 min');
    expect(formatDuration(5_520_000)).toBe('1 h 32 min');
    expect(formatDuration(7_200_000)).toBe('2 h');
  });
});
