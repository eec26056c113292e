import {
  DEFAULT_TIME_SETTING,
  PLAYER_STATUS_LABEL,
  TIME_SETTING_LABEL,
  passLabel,
  scoreText,
  languageName,
  type ReportData,
} from '@dojo/protocol';
import { DataTable } from '../shared/ui';
import { resultOfScore, teamLabel } from './reportRows';

interface ScoresTableProps {
  report: ReportData;
  name: (player: string) => string;
  shown: (player: string) => boolean;
}

/** A finished player's pass or fail, else a dash. */
function ResultBadge({ score }: { score: ReportData['scores'][number] }) {
  const result = resultOfScore(score);
  const pass = score.status === 'completed' ? passLabel(result) : null;
  if (!pass) return '—';
  return (
    <span className={`report-badge report-badge-${result?.passed ? 'pass' : 'fail'}`}>{pass}</span>
  );
}

/** Each player's score by the team-pass rule, and each team's result. */
export function ScoresTable({ report, name, shown }: ScoresTableProps) {
  const scores = report.scores.filter((score) => shown(score.user));
  return (
    <section className="report-section" aria-labelledby="report-scores">
      <h3 id="report-scores">Scores</h3>
      <DataTable
        className="report-table stack-table"
        captionClassName="visually-hidden"
        caption="Score per player: own plus team passes of the questions they were shown; a pass needs 70 %."
        rows={scores}
        rowKey={(score) => score.user}
        columns={[
          { header: 'Player', rowHeader: true, cell: (score) => name(score.user) },
          { header: 'Team', cell: (score) => teamLabel(score.team) },
          // The language the product speaks to each player (docs/languages.md).
          { header: 'Language', cell: (score) => languageName(score.language) },
          {
            header: 'Time',
            cell: (score) => TIME_SETTING_LABEL[score.timeSetting ?? DEFAULT_TIME_SETTING],
          },
          { header: 'Status', cell: (score) => PLAYER_STATUS_LABEL[score.status] },
          { header: 'Score', cell: (score) => scoreText(score.status, resultOfScore(score)) },
          { header: 'Result', cell: (score) => <ResultBadge score={score} /> },
        ]}
      />
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
