import type { ClockSample } from '../logic/timer';

export const CONNECTION_TEXT = {
  live: 'Live',
  paused: 'PAUSED',
  waiting: 'Waiting for the facilitator to start',
  down: 'Reconnecting… checking for new messages every 5 seconds',
} as const;
export type ConnectionState = keyof typeof CONNECTION_TEXT;

/**
 * What the footer says while connected (docs/player.md "Real time"): 'PAUSED' while the
 * facilitator holds the clock, a wait before a live session starts, else 'Live'.
 */
export function clockState(clock: ClockSample | null, finished: boolean): ConnectionState {
  if (!clock || clock.running || finished) return 'live';
  const started = typeof clock.startedAt === 'number' || clock.gameTime > 0;
  return started ? 'paused' : 'waiting';
}
