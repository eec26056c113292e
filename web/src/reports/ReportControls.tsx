import type { ReportFilter } from './reportRows';

export interface ReportToggles {
  anonymised: boolean;
  showMarks: boolean;
  tableView: boolean;
}

interface ReportControlsProps {
  filter: ReportFilter;
  onFilter: (filter: ReportFilter) => void;
  toggles: ReportToggles;
  onToggles: (toggles: ReportToggles) => void;
  teams: string[];
  /** Trainer accounts choose All Data or one player's Individual Data. */
  individual: { players: string[]; name: (player: string) => string } | null;
}

/** The report's filter and toggles (and, for trainers, All Data / Individual Data). */
export function ReportControls(props: ReportControlsProps) {
  const { filter, onFilter, toggles, onToggles, teams, individual } = props;
  const toggle = (key: keyof ReportToggles, label: string) => (
    <label className="report-toggle">
      <input
        type="checkbox"
        checked={toggles[key]}
        onChange={(event) => onToggles({ ...toggles, [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className="report-controls" role="group" aria-label="Filter and display">
      <label className="field report-search">
        <span className="field-label">Filter</span>
        <input
          className="input"
          type="search"
          placeholder="Player or question"
          value={filter.search}
          maxLength={200}
          onChange={(event) => onFilter({ ...filter, search: event.target.value })}
        />
      </label>
      {teams.length > 1 && (
        <label className="field">
          <span className="field-label">Team</span>
          <select
            className="select"
            value={filter.team}
            onChange={(event) => onFilter({ ...filter, team: event.target.value })}
          >
            <option value="">All teams</option>
            {teams.map((team) => (
              <option key={team} value={team}>
                {team}
              </option>
            ))}
          </select>
        </label>
      )}
      {individual && (
        <fieldset className="report-data-mode">
          <legend className="field-label">Data</legend>
          <label className="report-toggle">
            <input
              type="radio"
              name="report-data-mode"
              checked={filter.player === ''}
              onChange={() => onFilter({ ...filter, player: '' })}
            />
            All Data
          </label>
          <label className="report-toggle">
            <input
              type="radio"
              name="report-data-mode"
              checked={filter.player !== ''}
              onChange={() => onFilter({ ...filter, player: individual.players[0] ?? '' })}
            />
            Individual Data
          </label>
          {filter.player !== '' && (
            <select
              className="select"
              aria-label="Player"
              value={filter.player}
              onChange={(event) => onFilter({ ...filter, player: event.target.value })}
            >
              {individual.players.map((player) => (
                <option key={player} value={player}>
                  {individual.name(player)}
                </option>
              ))}
            </select>
          )}
        </fieldset>
      )}
      <div className="report-toggles">
        {toggle('anonymised', 'Anonymise')}
        {toggle('showMarks', 'Show correct / wrong')}
        {toggle('tableView', 'Charts as tables')}
      </div>
    </div>
  );
}
