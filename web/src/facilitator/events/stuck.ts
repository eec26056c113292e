import type { PositionPlayer } from '@dojo/protocol';
import { sinceLastEvent, type PositionClock } from './positionLine';

/** The choices for "no action for N minutes". */
export const STUCK_AFTER_MINUTES = [3, 5, 10, 15] as const;

const MINUTE_MS = 60_000;

/**
 * Whether a running player looks stuck (docs/facilitator.md "Who is stuck"): their next event
 * was due before the server's read (their screen is not following), or they wait on a
 * question and nothing has reached them for `minutes`.
 */
export function isStuck(player: PositionPlayer, clock: PositionClock, minutes: number): boolean {
  if (clock.paused !== 'false') return false;
  const hidden = player.events.filter((event) => !event.visible);
  if (hidden.some((event) => event.displayAt < clock.serverTime)) return true;
  if (hidden.length > 0 || !player.label?.startsWith('==> Awaiting')) return false;
  const idle = sinceLastEvent(player, clock.serverTime);
  return idle !== null && idle + clock.elapsedMs >= minutes * MINUTE_MS;
}
