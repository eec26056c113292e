/**
 * The one way a screen writes a time of day: on the game clock (seconds since midnight), as
 * the viewer's locale writes it ('06:46:24 PM' in the United States, '18:46:24' in Germany), so
 * a screen never mixes two formats (docs/web.md, "Times of day"). `locale` is for tests; the
 * browser's own locale is the viewer's.
 */
export function timeOfDayText(secondsOfDay: number, locale?: string): string {
  const DAY = 86_400;
  const seconds = ((Math.round(secondsOfDay) % DAY) + DAY) % DAY;
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  }).format(seconds * 1000);
}

/** Seconds since the viewer's local midnight of an instant: a wall-clock time on the game clock. */
export function secondsOfDay(at: number): number {
  const date = new Date(at);
  return date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
}

/**
 * An instant with its date, for a screen that also shows times of day (the admin's Expire
 * At): the date as the viewer's locale writes it, then the one time-of-day format.
 */
export function dateTimeText(at: number, locale?: string): string {
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(at);
  return `${date} ${timeOfDayText(secondsOfDay(at), locale)}`;
}
