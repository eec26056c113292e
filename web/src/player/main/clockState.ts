import type { MessageKey } from '../../shared/i18n';
import type { ClockSample } from '../logic/timer';

/** What the footer says in each state (catalogue keys). */
export const CONNECTION_TEXT = {
  live: 'connection.live',
  paused: 'connection.paused',
  waiting: 'connection.waiting',
  down: 'connection.down',
} as const satisfies Record<string, MessageKey>;
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
