import type { TimeSetting } from '@dojo/protocol';
import type { MessageKey, Translate } from '../../shared/i18n';

/**
 * The time settings in the player's language (docs/languages.md). Protocol's
 * `TIME_SETTING_LABEL` stays the English naming for the reports and the CSV.
 */
const TIME_SETTING_KEY: Record<TimeSetting, MessageKey> = {
  standard: 'timeSetting.standard',
  'x1.25': 'timeSetting.x125',
  'x1.5': 'timeSetting.x15',
  x2: 'timeSetting.x2',
  untimed: 'timeSetting.untimed',
};

/** A setting as the player reads it. */
export function timeSettingLabel(t: Translate, setting: TimeSetting): string {
  return t(TIME_SETTING_KEY[setting]);
}

/** Which setting applies, in the player's own words. */
export function timeSettingText(t: Translate, setting: TimeSetting): string {
  return t('time.yourSetting', { label: timeSettingLabel(t, setting) });
}

/** A facilitator changed the player's setting during the game. */
export function timeChangedText(t: Translate, setting: TimeSetting): string {
  return t('time.changed', { label: timeSettingLabel(t, setting) });
}
