import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@dojo/protocol';
import { useT } from '../i18n';

interface PlayerEmailRowProps {
  /** Distinguishes the inputs' ids between forms ('order-player', 'campaign-player'). */
  idPrefix: string;
  className: string;
  index: number;
  emails: string[];
  onChange(emails: string[]): void;
  /** More fields of the row, after the e-mail (the order's per-player language and time). */
  children?: ReactNode;
  /** Told which row Remove took out, before `onChange` (rows of other fields follow it). */
  onRemove?(index: number): void;
}

/**
 * One player's e-mail row of a player list (the portal's order, the admin's campaign): the
 * labelled field and Remove on every row but a lone one.
 */
export function PlayerEmailRow({
  idPrefix,
  className,
  index,
  emails,
  onChange,
  children,
  onRemove,
}: PlayerEmailRowProps) {
  const t = useT();
  const id = `${idPrefix}-${index}`;
  return (
    <li className={className}>
      <label className="visually-hidden" htmlFor={id}>
        {t('order.playerEmail', { number: index + 1 })}
      </label>
      <input
        id={id}
        className="input"
        type="email"
        autoComplete="off"
        maxLength={TEXT_LIMITS.email}
        placeholder="name@company.com"
        value={emails[index] ?? ''}
        onChange={(event) =>
          onChange(emails.map((row, at) => (at === index ? event.target.value : row)))
        }
      />
      {children}
      {emails.length > 1 && (
        <button
          type="button"
          className="btn btn-quiet"
          aria-label={t('order.removePlayer', { number: index + 1 })}
          onClick={() => {
            onRemove?.(index);
            onChange(emails.filter((_, at) => at !== index));
          }}
        >
          {t('order.remove')}
        </button>
      )}
    </li>
  );
}
