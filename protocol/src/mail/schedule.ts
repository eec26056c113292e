/**
 * When an order's date begins: 00:00 UTC of that 'year-month-day' (docs/mail-and-jobs.md).
 * Invitations go out then, and a link opened earlier shows "This exercise starts on {date}".
 */
export function orderDateStartsAt(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** True while the order's date has not begun. */
export function beforeOrderDate(date: string, now: number): boolean {
  return now < orderDateStartsAt(date);
}

/**
 * Credits a subscription tops the balance up to on each monthly refill, by belt (0 white,
 * 1 blue, 2 black): one full order at the belt's player cap, 7 x (level + 1).
 */
export const MONTHLY_CREDITS = [7, 14, 21] as const;

/** `iso` moved by whole calendar months (UTC); the 31st becomes the month's last day. */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), 0);
  return target.toISOString();
}

/** The refill due at or before `now` (null before the first), one month after the last. */
export function lastRefillDue(
  subscribedOn: string,
  subscribedUntil: string,
  now: number,
): string | null {
  let due: string | null = null;
  for (let month = 1; month <= 1200; month += 1) {
    const at = addMonths(subscribedOn, month);
    if (Date.parse(at) > now || Date.parse(at) >= Date.parse(subscribedUntil)) break;
    due = at;
  }
  return due;
}

/** The next monthly refill after `now`, or null when the subscription ends first. */
export function nextRefill(
  subscribedOn: string,
  subscribedUntil: string,
  now: number,
): string | null {
  for (let month = 1; month <= 1200; month += 1) {
    const at = addMonths(subscribedOn, month);
    if (Date.parse(at) >= Date.parse(subscribedUntil)) return null;
    if (Date.parse(at) > now) return at;
  }
  return null;
}
