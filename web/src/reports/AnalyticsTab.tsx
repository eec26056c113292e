import { questionStats } from './analytics';
import type { ReportData } from '@dojo/protocol';
import type { AnswerRow } from './reportRows';

const percent = (share: number | null) =>
  share === null ? 'not scored' : `${Math.round(share * 100)} %`;

/** Question analytics: hardest first, with every option's share (distractors) and teams. */
export function AnalyticsTab({ report, rows }: { report: ReportData; rows: AnswerRow[] }) {
  const stats = questionStats(report.questions, rows).filter((entry) => entry.answers > 0);
  if (stats.length === 0) return <p className="report-empty">No answers to analyse yet.</p>;
  return (
    <section className="report-section" aria-labelledby="report-analytics">
      <h3 id="report-analytics">Question analytics (hardest first)</h3>
      {stats.map((entry) => (
        <article key={entry.question.id} className="report-question">
          <h4>{entry.question.subject}</h4>
          <p className="report-note">
            Correct: {percent(entry.shareCorrect)} of {entry.answers} · median time{' '}
            {entry.medianSeconds === null ? '—' : `${Math.round(entry.medianSeconds)} s`}
          </p>
          <ul className="report-distribution" aria-label="Chosen options">
            {entry.choices.map((choice) => {
              const share = entry.answers === 0 ? 0 : choice.count / entry.answers;
              return (
                <li key={choice.text} className={`report-answer-${choice.mark ?? 'neutral'}`}>
                  <span className="report-distribution-label">{choice.text}</span>
                  <span className="report-distribution-bar" aria-hidden="true">
                    <span style={{ width: `${Math.round(share * 100)}%` }} />
                  </span>
                  <span>
                    {choice.count} ({Math.round(share * 100)} %)
                  </span>
                </li>
              );
            })}
          </ul>
          {entry.teams.length > 1 && (
            <p className="report-note">
              {entry.teams.map((team) => `${team.team}: ${percent(team.shareCorrect)}`).join(' · ')}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
