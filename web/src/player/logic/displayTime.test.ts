import { describe, expect, it } from 'vitest';
import { displayTime } from './displayTime';

describe('displayTime', () => {
  it("shows the author's time text when the scenario sets one", () => {
    expect(displayTime({ date: '08:42' }, 0, 'UTC')).toBe('08:42');
  });

  it('otherwise shows when the event arrived, as HH:MM', () => {
    expect(displayTime({}, Date.UTC(2026, 0, 1, 9, 5), 'UTC')).toBe('09:05');
  });

  it("shows each time zone's own clock, whichever was asked for first", () => {
    const arrived = Date.UTC(2026, 0, 1, 9, 5);
    expect(displayTime({}, arrived, 'UTC')).toBe('09:05');
    expect(displayTime({}, arrived, 'Asia/Tokyo')).toBe('18:05');
    expect(displayTime({}, arrived, 'America/New_York')).toBe('04:05');
    expect(displayTime({}, arrived, 'UTC')).toBe('09:05');
  });

  it('shows nothing when the time is unknown', () => {
    expect(displayTime({}, undefined)).toBe('');
  });
});
