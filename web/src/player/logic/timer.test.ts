import { describe, expect, it } from 'vitest';
import {
  arrivedAt,
  formatRemaining,
  gameNow,
  remainingMs,
  timerUrgency,
  type ClockSample,
} from './timer';

describe('game time in the browser', () => {
  const running: ClockSample = { gameTime: 60_000, running: true, receivedAt: 1_000_000 };
  const paused: ClockSample = { ...running, running: false };

  it('counts on from the last sample while the clock runs', () => {
    expect(gameNow(running, 1_010_000)).toBe(70_000);
  });

  it('stands still while the clock is paused', () => {
    expect(gameNow(paused, 1_010_000)).toBe(60_000);
  });

  it('maps an event shown at game time 50 s back onto the wall clock', () => {
    expect(arrivedAt({ displayAt: 50_000 }, running, 1_000_000)).toBe(990_000);
    expect(arrivedAt({}, running, 1_000_000)).toBe(1_000_000);
  });

  it('stamps an event at the session start plus its game time, never before the start', () => {
    // Started at 16:02; 10 minutes pushed at 16:05 (game time 13:00): an event due at 5:00
    // of game time reads 16:07, not 15:57.
    const startedAt = Date.UTC(2026, 10, 23, 16, 2);
    const pushed: ClockSample = {
      gameTime: 13 * 60_000,
      running: true,
      startedAt,
      receivedAt: startedAt + 3 * 60_000,
    };
    const stamped = arrivedAt({ displayAt: 5 * 60_000 }, pushed, pushed.receivedAt);
    expect(stamped).toBe(startedAt + 5 * 60_000);
    expect(stamped).toBeGreaterThanOrEqual(startedAt);
  });
});

describe('remainingMs', () => {
  const clock: ClockSample = { gameTime: 60_000, running: true, receivedAt: 1_000_000 };

  it('counts a limit down on the game clock from when the event showed', () => {
    // Shown at 0:50 of game time with 5 minutes: at 1:10 there are 4:40 left.
    expect(remainingMs({ displayAt: 50_000 }, 300, clock, 0, 1_010_000)).toBe(280_000);
  });

  it('freezes while the exercise is paused', () => {
    const paused = { ...clock, running: false };
    expect(remainingMs({ displayAt: 50_000 }, 300, paused, 0, 1_900_000)).toBe(290_000);
  });

  it('counts on the browser clock from arrival without game time (the tutorial)', () => {
    expect(remainingMs({}, 180, null, 5_000, 65_000)).toBe(120_000);
  });

  it('goes negative once the limit has run out', () => {
    expect(remainingMs({ displayAt: 0 }, 10, clock, 0, 1_000_000)).toBe(-50_000);
  });
});

describe('formatRemaining and timerUrgency', () => {
  it('formats minutes and seconds, rounding up', () => {
    expect(formatRemaining(245_000)).toBe('4:05');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });

  it('turns urgent at a fifth of the limit and over at zero', () => {
    expect(timerUrgency(100_000, 300)).toBe('calm');
    expect(timerUrgency(60_000, 300)).toBe('low');
    expect(timerUrgency(0, 300)).toBe('over');
  });
});
