import { z } from 'zod';
import { DEFAULT_TIME_SETTING, TIME_FACTORS, TimeSetting, scaledSeconds } from './adaptations';

/**
 * A player's time setting over their game (docs/extra-time.md). The order (or the facilitated
 * join) gives the first one, from game time 0; a facilitator's live change adds a period from
 * the game time it was made at. A question keeps the setting in force when it showed to the
 * player, so a change applies to questions shown from then on and never rewrites the past.
 */
export const TimeSettingPeriod = z.object({
  /** Game time (ms, on the player's clock) from which the setting applies. */
  from: z.number().int().nonnegative(),
  setting: TimeSetting,
});
export type TimeSettingPeriod = z.infer<typeof TimeSettingPeriod>;

/** At most this many live changes are kept per player (a facilitator's clicks, bounded). */
export const TIME_SETTING_PERIODS_MAX = 200;

/** The setting in force at game time `at` (periods sorted by `from`; none: standard time). */
export function timeSettingAt(
  periods: readonly TimeSettingPeriod[] | undefined,
  at: number,
): TimeSetting {
  let setting: TimeSetting = DEFAULT_TIME_SETTING;
  for (const period of periods ?? []) {
    if (period.from <= at) setting = period.setting;
    else break;
  }
  return setting;
}

/**
 * The periods after a change to `setting` at game time `at`: later periods are dropped (game
 * time never goes back, so there are none but a change made at the same instant), and a change
 * to the setting already in force adds nothing.
 */
export function withTimeSetting(
  periods: readonly TimeSettingPeriod[],
  setting: TimeSetting,
  at: number,
): TimeSettingPeriod[] {
  const before = periods.filter((period) => period.from < at);
  if (before.length > 0 && timeSettingAt(before, at) === setting) return before;
  return [...before, { from: at, setting }].slice(-TIME_SETTING_PERIODS_MAX);
}

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

/** What the facilitator's console reads about a live change (docs/extra-time.md). */
export const TIME_SETTING_CHANGE = {
  done: (player: string, setting: TimeSetting) =>
    `${player} now has ${TIME_SETTING_LABEL[setting].toLowerCase()} for questions from now on.`,
  finished: (player: string) =>
    `${player} has finished the exercise: their time setting can no longer change.`,
  busy: 'The time setting changed at the same moment elsewhere. Please try again.',
} as const;

/** The messages a player reads about their own time (tutorial, settings, a live change). */
export const TIME_MESSAGES = {
  /** The player's limits: the distinct limits of the timed questions, scaled for them. */
  limits(baseSeconds: readonly number[], setting: TimeSetting): string {
    if (TIME_FACTORS[setting] === null) return 'You have no time limits: take the time you need.';
    const scaled = [...new Set(baseSeconds.filter((s) => s > 0))]
      .sort((a, b) => a - b)
      .map((seconds) => clockText(scaledSeconds(seconds, setting) ?? 0));
    if (scaled.length === 0) return 'No question has a time limit.';
    const list =
      scaled.length === 1
        ? scaled[0]
        : `${scaled.slice(0, -1).join(', ')} or ${scaled[scaled.length - 1]}`;
    return `You have ${list} per timed question (minutes:seconds).`;
  },
  /** Which setting applies, in the player's own words. */
  setting: (setting: TimeSetting) => `Your time: ${TIME_SETTING_LABEL[setting]}.`,
  /** A facilitator changed the setting during the game. */
  changed: (setting: TimeSetting) =>
    `Your time is now: ${TIME_SETTING_LABEL[setting]}. It applies to questions from now on.`,
} as const;
