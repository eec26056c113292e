import type { PlayerStatus } from '@dojo/protocol';

/**
 * One colour per player status for charts (recharts takes colour values, not CSS variables):
 * light grey invited, sky blue opened, amber playing, green completed, red expired, grey
 * removed. Chosen so that any two stay apart for protan, deutan and tritan vision too (opened
 * was teal, beside a green completed), and each reads as legend text on the dark surfaces
 * (statusColours.test.ts).
 */
export const PLAYER_STATUS_COLOURS: Record<PlayerStatus, string> = {
  invited: '#cbd5e1',
  opened: '#8ab4f8',
  playing: '#fbbf24',
  completed: '#34d399',
  expired: '#ff5f5f',
  removed: '#8d99ab',
};
