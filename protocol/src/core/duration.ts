/**
 * Durations typed as minutes and seconds (docs/scenario-editor.md, "Times in minutes"): the one
 * reading of what an author types into a delay, a time limit, a threshold or a start time.
 * Stored values stay seconds; only the input speaks minutes.
 */

/** The longest duration an input takes: 24 hours, far past any exercise. */
export const DURATION_MAX_SECONDS = 24 * 60 * 60;

export const DURATION_MESSAGES = {
  format: 'Type minutes and seconds as mm:ss (for example 15:00), or a number of minutes.',
  seconds: 'Seconds after the colon go from 00 to 59.',
  tooLong: 'Use at most 24 hours (1440:00).',
  negative: 'A time cannot be negative.',
} as const;

export type DurationReading =
  { kind: 'empty' } | { kind: 'seconds'; seconds: number } | { kind: 'invalid'; message: string };

/**
 * Reads `mm:ss` ('15:00', '0:30', '90:00'), `h:mm:ss` ('1:30:00'), a whole number of minutes
 * ('15') or minutes with a unit ('15m', '30s', '1m 30s'). Blank is empty.
 */
export function parseDuration(text: string): DurationReading {
  const value = text.trim().toLowerCase();
  if (value === '') return { kind: 'empty' };
  if (value.startsWith('-')) return { kind: 'invalid', message: DURATION_MESSAGES.negative };
  const seconds = secondsOf(value);
  if (typeof seconds === 'string') return { kind: 'invalid', message: seconds };
  if (seconds > DURATION_MAX_SECONDS)
    return { kind: 'invalid', message: DURATION_MESSAGES.tooLong };
  return { kind: 'seconds', seconds };
}

function secondsOf(value: string): number | string {
  const clock = /^(\d{1,4}):(\d{1,2})(?::(\d{1,2}))?$/.exec(value);
  if (clock) {
    const [, a = '0', b = '0', c] = clock;
    if (c === undefined) {
      if (b.length !== 2 || Number(b) > 59) return DURATION_MESSAGES.seconds;
      return Number(a) * 60 + Number(b);
    }
    if (b.length !== 2 || c.length !== 2 || Number(b) > 59 || Number(c) > 59) {
      return DURATION_MESSAGES.seconds;
    }
    return Number(a) * 3600 + Number(b) * 60 + Number(c);
  }
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const units = /^(?:(\d{1,4})\s*m(?:in)?)?\s*(?:(\d{1,5})\s*s(?:ec)?)?$/.exec(value);
  if (units && (units[1] !== undefined || units[2] !== undefined)) {
    return Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0);
  }
  return DURATION_MESSAGES.format;
}

/** Seconds as the input shows them: 'mm:ss' (minutes may pass 59: '90:00'). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
