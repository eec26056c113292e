import type { GameClock } from '../clock';

/**
 * The wall-clock instant (epoch ms) at which a running clock reaches `gameMs`, e.g. a
 * projection's `nextDueAt`, for arming one timer. Null while stopped or paused: game time
 * stands still then, and the runner re-arms when the clock starts or resumes.
 */
export function wallTimeAt(clock: GameClock, gameMs: number): number | null {
  if (clock.startedAt === null || clock.pausedAt !== null) return null;
  return clock.startedAt + clock.pausedTotalMs - clock.pushedMs + gameMs;
}
