/** The teams of a facilitated session; a blank name removes that team when created. */
export function TeamNames({
  teams,
  onChange,
}: {
  teams: string[];
  onChange(teams: string[]): void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field-label">Teams</legend>
      <ol className="admin-rows" role="list">
        {teams.map((team, index) => (
          <li key={index} className="admin-row">
            <label className="visually-hidden" htmlFor={`facilitated-team-${index}`}>
              Team {index + 1} name
            </label>
            <input
              id={`facilitated-team-${index}`}
              className="input"
              maxLength={60}
              placeholder={`Team ${index + 1}`}
              value={team}
              onChange={(event) =>
                onChange(teams.map((row, at) => (at === index ? event.target.value : row)))
              }
            />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...teams, ''])}>
        Add Team
      </button>
    </fieldset>
  );
}
