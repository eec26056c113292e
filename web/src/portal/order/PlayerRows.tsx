import { useRef } from 'react';
import { LANGUAGE_NAMES, PARTICIPANT_COUNT, type Language } from '@dojo/protocol';
import { PlayerEmailRow } from '../../shared/ui/PlayerEmailRow';

interface PlayerRowsProps {
  emails: string[];
  onChange(emails: string[]): void;
  /** Adds a row, or answers why not (the player cap). */
  onAdd(): string | null;
  onRefused(message: string): void;
  /** The scenario's languages (original first) and each row's choice; no select for one. */
  languages?: {
    offered: readonly Language[];
    chosen: readonly (Language | '')[];
    onChoose(index: number, language: Language | ''): void;
  };
}

/** One e-mail field per player, Add Player, and Remove on every row but a lone one. */
export function PlayerRows({ emails, onChange, onAdd, onRefused, languages }: PlayerRowsProps) {
  const choose = languages && languages.offered.length > 1 ? languages : null;
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
          >
            {choose && <LanguageSelect index={index} languages={choose} />}
          </PlayerEmailRow>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary order-add" onClick={add}>
        Add Player
      </button>
    </fieldset>
  );
}

/** The language one ordered player plays in: the original ('') or a translation. */
function LanguageSelect({
  index,
  languages,
}: {
  index: number;
  languages: NonNullable<PlayerRowsProps['languages']>;
}) {
  const [original, ...translated] = languages.offered;
  const id = `order-player-language-${index}`;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Player {index + 1} language
      </label>
      <select
        id={id}
        className="select order-language"
        value={languages.chosen[index] ?? ''}
        onChange={(event) => languages.onChoose(index, event.target.value as Language | '')}
      >
        {original && <option value="">{LANGUAGE_NAMES[original]}</option>}
        {translated.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
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
