import { PLAYER_STATUS_LABEL, type PausedState, type PositionPlayer } from '@dojo/protocol';

const MINUTE_MS = 60_000;

export interface PositionClock {
  paused: PausedState;
  /** The server's clock when the status was read. */
  serverTime: number;
  /** Milliseconds since the status arrived (the line counts down between reads). */
  elapsedMs: number;
}

/**
 * A player's line in "View players' position" (docs/facilitator.md "Positions"):
 * 'PAUSED' while paused; '==> {next subject} ({minutes}m)', or '(<1m)' under a minute;
 * 'Updating' once the next event is due but the status has not caught up; a next event that
 * was already due when the server answered adds 'Disconnected?'; 'Completed' (the one
 * status label, docs/reports.md) when nothing is hidden any more. Before the start, and for an open question with nothing scheduled,
 * the server's own line is kept.
 */
export function positionLine(player: PositionPlayer, clock: PositionClock): string {
  if (clock.paused === '') return player.label ?? 'Not started';
  if (clock.paused === 'true') return 'PAUSED';
  const next = player.events
    .filter((event) => !event.visible)
    .sort((a, b) => a.displayAt - b.displayAt)[0];
  if (!next) {
    const awaiting = player.label?.startsWith('==> Awaiting');
    return awaiting && player.label ? player.label : PLAYER_STATUS_LABEL.completed;
  }
  const leftAtRead = next.displayAt - clock.serverTime;
  if (leftAtRead < 0) {
    return `==> ${next.subject} (${Math.ceil(leftAtRead / MINUTE_MS)}m) Disconnected?`;
  }
  const left = leftAtRead - clock.elapsedMs;
  if (left <= 0) return 'Updating';
  const minutes = Math.floor(left / MINUTE_MS);
  return `==> ${next.subject} (${minutes < 1 ? '<1' : minutes}m)`;
}

/** How long ago (ms) the player last received something, at the read; null if nothing yet. */
export function sinceLastEvent(player: PositionPlayer, serverTime: number): number | null {
  const seen = player.events.filter((event) => event.visible);
  if (seen.length === 0) return null;
  return serverTime - Math.max(...seen.map((event) => event.displayAt));
}
