import { useRef } from 'react';
import {
  DEFAULT_TIME_SETTING,
  PARTICIPANT_COUNT,
  TIME_SETTINGS,
  TIME_SETTING_LABEL,
  TimeSetting,
} from '@dojo/protocol';
import { PlayerEmailRow } from '../../shared/ui/PlayerEmailRow';

interface PlayerRowsProps {
  emails: string[];
  onChange(emails: string[]): void;
  /** Adds a row, or answers why not (the player cap). */
  onAdd(): string | null;
  onRefused(message: string): void;
  /** Each row's time setting (docs/extra-time.md), by row; a missing one is standard. */
  times: readonly TimeSetting[];
  onTimesChange(times: TimeSetting[]): void;
}

/** One e-mail field per player, Add Player, and Remove on every row but a lone one. */
export function PlayerRows({
  emails,
  onChange,
  onAdd,
  onRefused,
  times,
  onTimesChange,
}: PlayerRowsProps) {
  const list = useRef<HTMLOListElement>(null);

  function add() {
    const refused = onAdd();
    if (refused) return onRefused(refused);
    // Focus the new row once it is rendered.
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll('input');
      inputs?.[inputs.length - 1]?.focus();
    });
  }

  return (
    <fieldset className="order-fieldset">
      <legend className="field-label">Players</legend>
      <ol className="order-players" role="list" ref={list}>
        {emails.map((_email, index) => (
          <PlayerEmailRow
            key={index}
            idPrefix="order-player"
            className="order-player"
            index={index}
            emails={emails}
            onChange={onChange}
            onRemove={(at) => onTimesChange(times.filter((_, row) => row !== at))}
          >
            <TimeSettingSelect
              index={index}
              value={times[index] ?? DEFAULT_TIME_SETTING}
              onChange={(setting) => {
                const next = emails.map((_, row) => times[row] ?? DEFAULT_TIME_SETTING);
                next[index] = setting;
                onTimesChange(next);
              }}
            />
          </PlayerEmailRow>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary order-add" onClick={add}>
        Add Player
      </button>
    </fieldset>
  );
}

/** A player's time setting on the order (docs/extra-time.md): extra time or untimed. */
function TimeSettingSelect({
  index,
  value,
  onChange,
}: {
  index: number;
  value: TimeSetting;
  onChange(setting: TimeSetting): void;
}) {
  const id = `order-player-time-${index}`;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Player {index + 1} time
      </label>
      <select
        id={id}
        className="select order-player-time"
        value={value}
        onChange={(event) => onChange(TimeSetting.parse(event.target.value))}
      >
        {TIME_SETTINGS.map((setting) => (
          <option key={setting} value={setting}>
            {TIME_SETTING_LABEL[setting]}
          </option>
        ))}
      </select>
    </>
  );
}

const COUNTS = Array.from(
  { length: PARTICIPANT_COUNT.max - PARTICIPANT_COUNT.min + 1 },
  (_, index) => PARTICIPANT_COUNT.min + index,
);

/** Privacy mode: how many anonymous participants, instead of e-mails. */
export function ParticipantCount({
  count,
  onChange,
}: {
  count: string;
  onChange(count: string): void;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor="order-count">
        Participants
      </label>
      <select
        id="order-count"
        className="select order-count"
        value={count}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select how many</option>
        {COUNTS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <p className="order-hint">
        Your account is in privacy mode: players get anonymous links instead of email invitations.
      </p>
    </div>
  );
}
