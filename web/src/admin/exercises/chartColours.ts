/**
 * Chart colours (recharts takes colour values, not CSS variables): the player statuses'
 * (reports/statusColours.ts), so Completed is green, In progress blue, Expired red, apart for
 * colour-blind vision too (statusColours.test.ts).
 */
export const STATUS_COLOURS = {
  Completed: '#34d399',
  'In progress': '#8ab4f8',
  Expired: '#ff5f5f',
} as const;

/** A campaign's players by their one status: the report's colours (docs/reports.md). */
export { PLAYER_STATUS_COLOURS } from '../../reports/statusColours';

/** Facilitated sessions: Open in sky blue, Closed in light grey (as opened and invited). */
export const SESSION_COLOURS = { Open: '#8ab4f8', Closed: '#cbd5e1' } as const;

/** Bars of the per-scenario distribution. */
export const BAR_COLOUR = '#5eead4';

export type StatusName = keyof typeof STATUS_COLOURS;
