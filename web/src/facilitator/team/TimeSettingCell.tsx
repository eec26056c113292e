import { useState } from 'react';
import {
  DEFAULT_TIME_SETTING,
  TIME_SETTINGS,
  TIME_SETTING_LABEL,
  TimeSetting,
  type PlayerListEntry,
  type Status,
} from '@dojo/protocol';
import { errorMessage } from '../../shared/api';
import { changeTimeSetting } from '../consoleActions';

/**
 * One player's time setting, set live from the console (docs/extra-time.md): it applies to
 * the questions the player is shown from now on, and the player is told at once.
 */
export function TimeSettingCell({
  entry,
  onDone,
}: {
  entry: PlayerListEntry;
  onDone(answer: Status): void;
}) {
  const [busy, setBusy] = useState(false);
  const value = entry.timeSetting ?? DEFAULT_TIME_SETTING;

  async function change(setting: TimeSetting) {
    setBusy(true);
    try {
      onDone(await changeTimeSetting(entry.player, setting));
    } catch (error) {
      onDone({ type: 'failed', data: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="select console-time-setting"
      aria-label={`Time for ${entry.player}`}
      value={value}
      disabled={busy}
      onChange={(event) => void change(TimeSetting.parse(event.target.value))}
    >
      {TIME_SETTINGS.map((setting) => (
        <option key={setting} value={setting}>
          {TIME_SETTING_LABEL[setting]}
        </option>
      ))}
    </select>
  );
}
