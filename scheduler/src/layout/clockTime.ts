/** Clock times of the layout timeline: the start-time picker gives 'HH:MM' or 'HH:MM:SS'. */

const DAY_SECONDS = 24 * 60 * 60;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds after midnight, or null when the text is not a clock time. */
export function parseClockTime(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** 'HH:MM:SS' for seconds after midnight; times past midnight wrap to the next day. */
export function formatClockTime(secondsOfDay: number): string {
  const total = ((Math.round(secondsOfDay) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
