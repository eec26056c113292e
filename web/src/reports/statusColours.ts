import type { PlayerStatus } from '@dojo/protocol';

/**
 * One colour per player status for charts (recharts takes colour values, not CSS variables),
 * matching the status pills: slate invited, teal opened, amber playing, green completed, red
 * expired, grey removed.
 */
export const PLAYER_STATUS_COLOURS: Record<PlayerStatus, string> = {
  invited: '#9fb3c8',
  opened: '#2dd4bf',
  playing: '#fbbf24',
  completed: '#34d399',
  expired: '#f87171',
  removed: '#64748b',
};
