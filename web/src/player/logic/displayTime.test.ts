import { describe, expect, it } from 'vitest';
import { displayTime } from './displayTime';

describe('displayTime', () => {
  it("shows the author's time text when the scenario sets one", () => {
    expect(displayTime({ date: '08:42' }, 0, 'UTC')).toBe('08:42');
  });

  it('otherwise shows when the event arrived, as HH:MM', () => {
    expect(displayTime({}, Date.UTC(2026, 0, 1, 9, 5), 'UTC')).toBe('09:05');
  });

  it('shows nothing when the time is unknown', () => {
    expect(displayTime({}, undefined)).toBe('');
  });
});
