import { describe, expect, it } from 'vitest';
import { timeLimitLabel } from './timeLimit';

describe('timeLimitLabel', () => {
  it('shows a limit over 60 seconds in minutes', () => {
    expect(timeLimitLabel('300')).toBe('5 minutes');
    expect(timeLimitLabel(90)).toBe('1.5 minutes');
  });

  it("shows 60 seconds as '1 minute'", () => {
    expect(timeLimitLabel('60')).toBe('1 minute');
  });

  it('shows a limit under 60 seconds in seconds', () => {
    expect(timeLimitLabel('45')).toBe('45 seconds');
    expect(timeLimitLabel(1)).toBe('1 second');
  });

  it('shows no badge without a limit', () => {
    expect(timeLimitLabel('-1')).toBeNull();
    expect(timeLimitLabel(null)).toBeNull();
    expect(timeLimitLabel('')).toBeNull();
    expect(timeLimitLabel('NaN')).toBeNull();
  });
});
