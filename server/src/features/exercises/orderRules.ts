import { DEFAULT_TEAMS, NO_TEAM, ORDER_YEARS, type Level, type TeamRef } from '@dojo/protocol';
import { badRequest } from '../../errors';

/** A scenario of level -1 needs no subscription; any other needs at least its level. */
export function levelAllows(scenarioLevel: number, clientLevel: Level): boolean {
  return scenarioLevel <= clientLevel;
}

/** The team name a player row points at: -1 or '' is none, a number is a default column. */
export function teamName(team: TeamRef): string | null {
  if (typeof team === 'string') return team.trim() === '' ? null : team.trim();
  if (team === NO_TEAM) return null;
  return DEFAULT_TEAMS[team] ?? `Team ${team + 1}`;
}

/** The players with their team names, and the exercise's teams in order of first use. */
export function resolveTeams<P extends { team: TeamRef }>(players: readonly P[]) {
  const rows = players.map((player) => ({ ...player, team: teamName(player.team) }));
  const teams = [...new Set(rows.flatMap((row) => (row.team === null ? [] : [row.team])))];
  return { rows, teams };
}

/**
 * A 'year-month-day' the pickers offer (already a real picker date): the year runs from the
 * current UTC year for ORDER_YEARS years. Answers it zero-padded, so dates sort as text.
 */
export function orderDate(date: string, now: number): string {
  const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
  const first = new Date(now).getUTCFullYear();
  const last = first + ORDER_YEARS - 1;
  if (year < first || year > last) {
    throw badRequest(`Select a date from ${first} to ${last}.`, 'invalid_date');
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How long an automated exercise's links work: see docs/exercises.md. */
export const EXERCISE_LIFETIME_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Links work until the end (UTC) of the 14th day after the scheduled date, and never for
 * less than 14 days from the order, so an order for a date already past still gets them.
 */
export function expiresAtFor(date: string, now: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const afterDate = Date.UTC(year, month - 1, day + EXERCISE_LIFETIME_DAYS + 1);
  return new Date(Math.max(afterDate, now + EXERCISE_LIFETIME_DAYS * DAY_MS)).toISOString();
}
