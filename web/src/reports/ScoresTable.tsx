import {
  DEFAULT_TIME_SETTING,
  PLAYER_STATUS_LABEL,
  TIME_SETTING_LABEL,
  passLabel,
  scoreText,
  type ReportData,
} from '@dojo/protocol';
import { resultOfScore, teamLabel } from './reportRows';

interface ScoresTableProps {
  report: ReportData;
  name: (player: string) => string;
  shown: (player: string) => boolean;
}

/** Each player's score by the team-pass rule, and each team's result. */
export function ScoresTable({ report, name, shown }: ScoresTableProps) {
  const scores = report.scores.filter((score) => shown(score.user));
  return (
    <section className="report-section" aria-labelledby="report-scores">
      <h3 id="report-scores">Scores</h3>
      <table className="report-table stack-table">
        <caption className="visually-hidden">
          Score per player: own plus team passes of the questions they were shown; a pass needs 70
          %.
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Team</th>
            <th scope="col">Time</th>
            <th scope="col">Status</th>
            <th scope="col">Score</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => {
            const result = resultOfScore(score);
            const pass = score.status === 'completed' ? passLabel(result) : null;
            return (
              <tr key={score.user}>
                <th scope="row">{name(score.user)}</th>
                <td data-label="Team">{teamLabel(score.team)}</td>
                <td data-label="Time">
                  {TIME_SETTING_LABEL[score.timeSetting ?? DEFAULT_TIME_SETTING]}
                </td>
                <td data-label="Status">{PLAYER_STATUS_LABEL[score.status]}</td>
                <td data-label="Score">{scoreText(score.status, result)}</td>
                <td data-label="Result">
                  {pass ? (
                    <span
                      className={`report-badge report-badge-${result?.passed ? 'pass' : 'fail'}`}
                    >
                      {pass}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {(report.teams ?? []).length > 0 && (
        <ul className="report-teams" aria-label="Team results">
          {(report.teams ?? []).map((team) => (
            <li key={team.team}>
              <strong>{team.team}</strong>: {team.passedPlayers} of {team.players} passed —{' '}
              {team.passed ? 'team passed' : 'team not passed (yet)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
