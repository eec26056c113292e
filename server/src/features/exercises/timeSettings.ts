import { DEFAULT_TIME_SETTING, type TimeSetting, type TimeSettingPeriod } from '@dojo/protocol';
import type { PlayerDoc } from './exercise.docs';

type TimedPlayer = Pick<PlayerDoc, 'timeSetting' | 'timeSettingPeriods'>;

/** The player's time setting now (docs/extra-time.md); a record without one: standard. */
export function timeSettingOf(player: TimedPlayer): TimeSetting {
  return player.timeSetting ?? DEFAULT_TIME_SETTING;
}

/**
 * What the engine scales each question by (`ProjectionInput.timeSettings`): the periods of
 * live changes when there were any, else the ordered setting from game time 0; nothing for
 * standard time, so a standard player's projection is exactly what it always was.
 */
export function timeSettingsOf(player: TimedPlayer): { timeSettings?: TimeSettingPeriod[] } {
  if (player.timeSettingPeriods !== undefined && player.timeSettingPeriods.length > 0) {
    return { timeSettings: player.timeSettingPeriods };
  }
  const setting = timeSettingOf(player);
  return setting === DEFAULT_TIME_SETTING ? {} : { timeSettings: [{ from: 0, setting }] };
}
