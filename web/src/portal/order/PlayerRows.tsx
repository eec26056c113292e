import { useRef } from 'react';
import {
  DEFAULT_TIME_SETTING,
  LANGUAGES,
  LANGUAGE_NAMES,
  PARTICIPANT_COUNT,
  TIME_SETTINGS,
  TIME_SETTING_LABEL,
  TimeSetting,
  type Language,
} from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { PlayerEmailRow } from '../../shared/ui/PlayerEmailRow';

interface PlayerRowsProps {
  emails: string[];
  onChange(emails: string[]): void;
  /** Adds a row, or answers why not (the player cap). */
  onAdd(): string | null;
  onRefused(message: string): void;
  /** Each row's own language ('' for the order's), and its change (docs/languages.md). */
  languageOf(email: string): Language | '';
  onLanguage(email: string, language: Language | ''): void;
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
  languageOf,
  onLanguage,
  times,
  onTimesChange,
}: PlayerRowsProps) {
  const t = useT();
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
      <legend className="field-label">{t('order.players')}</legend>
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
            <select
              className="select order-player-language"
              aria-label={t('order.playerLanguage', { number: index + 1 })}
              value={languageOf(emails[index] ?? '')}
              onChange={(event) =>
                onLanguage(emails[index] ?? '', event.target.value as Language | '')
              }
            >
              <option value="">{t('order.orderLanguageOption')}</option>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
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
        {t('order.addPlayer')}
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
  const t = useT();
  const id = `order-player-time-${index}`;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('order.playerTime', { number: index + 1 })}
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
  const t = useT();
  return (
    <div className="field">
      <label className="field-label" htmlFor="order-count">
        {t('order.participants')}
      </label>
      <select
        id="order-count"
        className="select order-count"
        value={count}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('order.howMany')}</option>
        {COUNTS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <p className="order-hint">{t('order.privacyHint')}</p>
    </div>
  );
}
