import { describe, expect, it } from 'vitest';
import { gameTime, pauseClock, pushClock, resumeClock, startClock, STOPPED_CLOCK } from './clock';

describe('gameTime', () => {
  it('is 0 before the clock starts', () => {
    expect(gameTime(STOPPED_CLOCK, 5_000)).toBe(0);
  });

  it('counts from the start', () => {
    expect(gameTime(startClock(STOPPED_CLOCK, 1_000), 4_000)).toBe(3_000);
  });

  it('stands still while paused and leaves the pause out after resuming', () => {
    const paused = pauseClock(startClock(STOPPED_CLOCK, 0), 10_000);
    expect(gameTime(paused, 50_000)).toBe(10_000);
    const resumed = resumeClock(paused, 30_000);
    expect(gameTime(resumed, 35_000)).toBe(15_000);
  });

  it('jumps forward by a push while running', () => {
    const pushed = pushClock(startClock(STOPPED_CLOCK, 0), 60_000);
    expect(gameTime(pushed, 1_000)).toBe(61_000);
  });

  it('ignores a push while paused or before the start', () => {
    const paused = pauseClock(startClock(STOPPED_CLOCK, 0), 1_000);
    expect(pushClock(paused, 60_000)).toBe(paused);
    expect(pushClock(STOPPED_CLOCK, 60_000)).toBe(STOPPED_CLOCK);
  });

  it('does not restart a started clock', () => {
    const started = startClock(STOPPED_CLOCK, 1_000);
    expect(startClock(started, 9_000)).toBe(started);
  });
});
