import type { CustomerRole } from '../auth/entities';

/**
 * The rules about portal accounts both sides apply (docs/portal.md, docs/reports.md), stated
 * once: the server's guards and services and the web's tabs and pages call these.
 */

/** A trainer sub account is named `client-name`: the only usernames with a '-'. */
export function isTrainerUsername(username: string): boolean {
  return username.includes('-');
}

/** Role '0' sees the dashboard and the exercises, never a report; '1' and '01' see reports. */
export function canSeeReports(role: CustomerRole): boolean {
  return role !== '0';
}
