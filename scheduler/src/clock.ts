/**
 * A game clock (docs/engine.md). Automated exercises have one per player, started at the
 * player's first entry; facilitated exercises share one the facilitator drives. Nothing
 * ticks: game time is derived from these fields and an injected `now`.
 */
export interface GameClock {
  startedAt: number | null;
  pausedAt: number | null;
  pausedTotalMs: number;
  pushedMs: number;
}

export const STOPPED_CLOCK: GameClock = {
  startedAt: null,
  pausedAt: null,
  pausedTotalMs: 0,
  pushedMs: 0,
};

/** Milliseconds of game time elapsed at `now`; 0 before the clock starts. */
export function gameTime(clock: GameClock, now: number): number {
  if (clock.startedAt === null) return 0;
  const until = clock.pausedAt ?? now;
  return Math.max(0, until - clock.startedAt - clock.pausedTotalMs + clock.pushedMs);
}

export function startClock(clock: GameClock, now: number): GameClock {
  return clock.startedAt === null ? { ...clock, startedAt: now } : clock;
}

export function pauseClock(clock: GameClock, now: number): GameClock {
  if (clock.startedAt === null || clock.pausedAt !== null) return clock;
  return { ...clock, pausedAt: now };
}

export function resumeClock(clock: GameClock, now: number): GameClock {
  if (clock.pausedAt === null) return clock;
  return { ...clock, pausedAt: null, pausedTotalMs: clock.pausedTotalMs + (now - clock.pausedAt) };
}

/** Moves game time forward; a paused or stopped clock cannot be pushed. */
export function pushClock(clock: GameClock, ms: number): GameClock {
  if (clock.startedAt === null || clock.pausedAt !== null || ms <= 0) return clock;
  return { ...clock, pushedMs: clock.pushedMs + ms };
}
