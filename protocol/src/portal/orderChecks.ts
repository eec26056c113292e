import { MONTH_NAMES } from './orders';
import { ORDER_MESSAGES } from './orderMessages';
import type { TeamRef } from './team';

const DAY_MS = 86_400_000;

/** The UTC midnight of a 'year-month-day' date (month and day may be unpadded). */
function dayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim());
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * True when an order's start date is a day before today (UTC): the exercise starts and its
 * invitations go out as soon as it is ordered (docs/portal.md, "Ordering": a warning, not a
 * refusal). Today is not past.
 */
export function isPastStartDate(date: string, now: number): boolean {
  const start = dayStart(date);
  if (start === null) return false;
  return start + DAY_MS <= now;
}

/** '3 November 2026' for a 'year-month-day' date. */
export function dateLabel(date: string): string {
  const [year, month, day] = date.trim().split('-').map(Number);
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** The warning the order form shows for a past start date (and the server adds to its answer). */
export function pastStartWarning(date: string, now: number): string | null {
  if (!isPastStartDate(date, now)) return null;
  return `The start date ${dateLabel(date)} has passed: the exercise starts and the players are emailed as soon as you submit.`;
}

/** A player row's team means "no team" (-1, a blank name). */
function noTeam(team: TeamRef | undefined): boolean {
  return team === undefined || team === -1 || (typeof team === 'string' && team.trim() === '');
}

/**
 * Enable Teams was on but every player was left in No Team: refused (docs/portal.md), since
 * the exercise would run without the teams the orderer meant to have.
 */
export function teamsLeftEmpty(
  teamsEnabled: boolean | undefined,
  players: readonly { email: string; team?: TeamRef | undefined }[],
): string | null {
  if (teamsEnabled !== true) return null;
  const rows = players.filter((player) => player.email.trim() !== '');
  if (rows.length === 0 || rows.some((player) => !noTeam(player.team))) return null;
  return ORDER_MESSAGES.teamsUnused;
}
