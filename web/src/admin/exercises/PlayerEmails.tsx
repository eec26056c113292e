import { PlayerEmailRow } from '../../shared/ui/PlayerEmailRow';
/** One e-mail field per player, Add Player, and Remove on every row but a lone one. */
export function PlayerEmails({
  emails,
  onChange,
}: {
  emails: string[];
  onChange(emails: string[]): void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field-label">Players</legend>
      <ol className="admin-rows" role="list">
        {emails.map((_email, index) => (
          <PlayerEmailRow
            key={index}
            idPrefix="campaign-player"
            className="admin-row"
            index={index}
            emails={emails}
            onChange={onChange}
          />
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...emails, ''])}>
        Add Player
      </button>
    </fieldset>
  );
}
