import { DEFAULT_TIME_SETTING, TIME_FACTORS, scaledSeconds, type TimeSetting } from './adaptations';

/**
 * What people read about time settings (docs/extra-time.md): labels and the player's
 * messages, in a module of their own (no schema inside), so a page takes only what it shows.
 */

/** A setting as every view names it (the order form, the console, reports, the CSV). */
export const TIME_SETTING_LABEL: Record<TimeSetting, string> = {
  standard: 'Standard time',
  'x1.25': '1.25× time',
  'x1.5': '1.5× time',
  x2: 'Double time',
  untimed: 'Untimed',
};

/** Whether a setting changes anything (the reports' badge shows only these). */
export function hasExtraTime(setting: TimeSetting | undefined): boolean {
  return (setting ?? DEFAULT_TIME_SETTING) !== DEFAULT_TIME_SETTING;
}

/** '4:30' for 270 s, '1:02:03' past an hour: the game clock's format of the countdown. */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Which setting applies, in the player's own words. */
export function timeSettingText(setting: TimeSetting): string {
  return `Your time: ${TIME_SETTING_LABEL[setting]}.`;
}

/** A facilitator changed the player's setting during the game. */
export function timeChangedText(setting: TimeSetting): string {
  return `Your time is now: ${TIME_SETTING_LABEL[setting]}. It applies to questions from now on.`;
}

/**
 * A player's limits in seconds: the distinct positive limits of the timed questions, scaled
 * for `setting` by `scaledSeconds` and sorted; null when the setting has no limits (untimed).
 * The English sentence below and the web's sentence in the player's language both read it.
 */
export function playerLimitSeconds(
  baseSeconds: readonly number[],
  setting: TimeSetting,
): number[] | null {
  if (TIME_FACTORS[setting] === null) return null;
  return [...new Set(baseSeconds.filter((s) => s > 0))]
    .map((seconds) => scaledSeconds(seconds, setting) ?? 0)
    .sort((a, b) => a - b);
}

/** The messages a player reads about their own time (tutorial, settings, a live change). */
export const TIME_MESSAGES = {
  /** The player's limits: the distinct limits of the timed questions, scaled for them. */
  limits(baseSeconds: readonly number[], setting: TimeSetting): string {
    const limits = playerLimitSeconds(baseSeconds, setting);
    if (limits === null) return 'You have no time limits: take the time you need.';
    const scaled = limits.map(clockText);
    if (scaled.length === 0) return 'No question has a time limit.';
    const list =
      scaled.length === 1
        ? scaled[0]
        : `${scaled.slice(0, -1).join(', ')} or ${scaled[scaled.length - 1]}`;
    return `You have ${list} per timed question (minutes:seconds).`;
  },
  setting: timeSettingText,
  changed: timeChangedText,
} as const;
