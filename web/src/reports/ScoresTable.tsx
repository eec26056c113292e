import type { ReportData } from '@dojo/protocol';
import { teamLabel } from './reportRows';

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
            <th scope="col">Score</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={score.user}>
              <th scope="row">{name(score.user)}</th>
              <td data-label="Team">{teamLabel(score.team)}</td>
              <td data-label="Score">
                {score.totalQuestions ? `${score.score ?? 0} / ${score.totalQuestions}` : '—'}
              </td>
              <td data-label="Result">
                {score.totalQuestions ? (
                  <span className={`report-badge report-badge-${score.passed ? 'pass' : 'fail'}`}>
                    {score.passed ? 'Pass' : 'Fail'}
                  </span>
                ) : (
                  'No question yet'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(report.teams ?? []).length > 0 && (
        <ul className="report-teams" aria-label="Team results">
          {(report.teams ?? []).map((team) => (
            <li key={team.team}>
              <strong>{team.team}</strong>: {team.passedPlayers} of {team.players} passed —{' '}
              {team.passed ? 'team passed' : 'team not passed yet'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
