/**
 * Chart colours (recharts takes colour values, not CSS variables): the design tokens'
 * green-400, belt blue and red-400, so Completed is green, In progress blue, Expired red.
 */
export const STATUS_COLOURS = {
  Completed: '#34d399',
  'In progress': '#3b82f6',
  Expired: '#f87171',
} as const;

/** A campaign's players by their one status: the report's colours (docs/reports.md). */
export { PLAYER_STATUS_COLOURS } from '../../reports/statusColours';

/** Facilitated sessions: Open in the accent teal, Closed in slate. */
export const SESSION_COLOURS = { Open: '#2dd4bf', Closed: '#9fb3c8' } as const;

/** Bars of the per-scenario distribution. */
export const BAR_COLOUR = '#5eead4';

export type StatusName = keyof typeof STATUS_COLOURS;
