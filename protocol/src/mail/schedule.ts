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
