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
        {emails.map((email, index) => (
          <li key={index} className="admin-row">
            <label className="visually-hidden" htmlFor={`campaign-player-${index}`}>
              Player {index + 1} email
            </label>
            <input
              id={`campaign-player-${index}`}
              className="input"
              type="email"
              autoComplete="off"
              maxLength={254}
              placeholder="name@company.com"
              value={email}
              onChange={(event) =>
                onChange(emails.map((row, at) => (at === index ? event.target.value : row)))
              }
            />
            {emails.length > 1 && (
              <button
                type="button"
                className="btn btn-quiet"
                aria-label={`Remove player ${index + 1}`}
                onClick={() => onChange(emails.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...emails, ''])}>
        Add Player
      </button>
    </fieldset>
  );
}
