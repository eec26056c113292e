import { describe, expect, it } from 'vitest';
import { clockState } from './clockState';

const sample = { gameTime: 60_000, running: true, startedAt: 1_000, receivedAt: 5_000 };

describe('clockState', () => {
  it("says 'PAUSED' while a started clock stands still", () => {
    expect(clockState({ ...sample, running: false }, false)).toBe('paused');
  });

  it('says the session has not started while the clock never ran', () => {
    expect(clockState({ ...sample, running: false, gameTime: 0, startedAt: null }, false)).toBe(
      'waiting',
    );
  });

  it("says 'Live' while running, once finished, and before any inbox arrived", () => {
    expect(clockState(sample, false)).toBe('live');
    expect(clockState({ ...sample, running: false }, true)).toBe('live');
    expect(clockState(null, false)).toBe('live');
  });
});
