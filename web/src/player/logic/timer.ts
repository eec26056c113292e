import type { ScenarioEvent } from '@dojo/protocol';

/**
 * Time limits (docs/player.md "Time limits"). The server sends each event's `displayAt`
 * (game time, ms) and, with every inbox, the game clock ({gameTime, running}) at that
 * moment. The browser counts game time on from that sample while the clock runs, so a
 * paused exercise freezes every countdown and no browser-clock offset matters.
 */

/** The game clock as last reported, and when (browser ms) the report arrived. */
export interface ClockSample {
  gameTime: number;
  running: boolean;
  /** When the game clock started (server ms), when the server says. */
  startedAt?: number | null | undefined;
  receivedAt: number;
}

/** Game time now, counted on from the last sample while the clock runs. */
export function gameNow(clock: ClockSample, browserNow: number): number {
  return clock.gameTime + (clock.running ? Math.max(0, browserNow - clock.receivedAt) : 0);
}

/**
 * An event's time on the game clock (docs/player.md "Times"): the session's start plus the
 * event's game time, so time pushed forward or paused never stamps an event before the
 * session began. Without a start from the server, the game time is mapped back from now;
 * without a game time (the tutorial), it is now.
 */
export function arrivedAt(
  event: Pick<ScenarioEvent, 'displayAt'>,
  clock: ClockSample | null,
  browserNow: number,
): number {
  if (!clock || event.displayAt === undefined) return browserNow;
  if (typeof clock.startedAt === 'number') return clock.startedAt + event.displayAt;
  return browserNow - Math.max(0, gameNow(clock, browserNow) - event.displayAt);
}

/**
 * Milliseconds left before the limit runs out (negative once it has): on the game clock
 * when the event and the inbox carry game time, else on the browser clock from arrival.
 */
export function remainingMs(
  event: Pick<ScenarioEvent, 'displayAt'>,
  limitSeconds: number,
  clock: ClockSample | null,
  arrived: number,
  browserNow: number,
): number {
  if (clock && event.displayAt !== undefined) {
    return event.displayAt + limitSeconds * 1000 - gameNow(clock, browserNow);
  }
  return arrived + limitSeconds * 1000 - browserNow;
}

/** '4:05' for 245 s; '1:02:03' past an hour. Rounds up, so 0:00 means the time is up. */
export function formatRemaining(ms: number): string {
  // The game clock's format, as protocol's `clockText` writes the tutorial's limits (kept
  // here too so the player's first load does not carry the time messages).
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${minutes}:${seconds}`;
}

/** How urgent the timer looks: calm, a fifth of the limit or less left, or out of time. */
export function timerUrgency(ms: number, limitSeconds: number): 'calm' | 'low' | 'over' {
  if (ms <= 0) return 'over';
  return ms <= limitSeconds * 200 ? 'low' : 'calm';
}
