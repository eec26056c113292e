import { z } from 'zod';
import { DEFAULT_TIME_SETTING, TimeSetting } from './adaptations';
import { TIME_SETTING_LABEL } from './timeMessages';

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

/** What the facilitator's console reads about a live change (docs/extra-time.md). */
export const TIME_SETTING_CHANGE = {
  done: (player: string, setting: TimeSetting) =>
    `${player}'s time is now: ${TIME_SETTING_LABEL[setting]}. It applies to questions from now on.`,
  finished: (player: string) =>
    `${player} has finished the exercise: their time setting can no longer change.`,
  busy: 'The time setting changed at the same moment elsewhere. Please try again.',
} as const;
