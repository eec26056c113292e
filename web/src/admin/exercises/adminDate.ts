import { daysInMonth } from '@dojo/protocol';

export { MONTH_NAMES } from '@dojo/protocol';

/** The days a month offers: 31, 30, or 29 for February; none before a month is chosen. */
export function daysOf(month: number | null): number[] {
  const last = month === null || month < 1 || month > 12 ? 0 : daysInMonth(month);
  return Array.from({ length: last }, (_, index) => index + 1);
}

/**
 * The date the server gets, 'year-month-day', or '' until both are chosen. The pickers show
 * no year: the date is this year's, or next year's once this year's has passed.
 */
export function pickedDate(month: number | null, day: number | null, now: Date): string {
  if (month === null || day === null) return '';
  const year = now.getFullYear();
  const thisYears = new Date(year, month - 1, day);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return `${thisYears < today ? year + 1 : year}-${month}-${day}`;
}

/** Where the pickers start: today (a new exercise most often starts now), never blank. */
export function todayMonthDay(now: Date): { month: number; day: number } {
  return { month: now.getMonth() + 1, day: now.getDate() };
}
