import { questionStats, type QuestionStats } from './analytics';
import type { ReportData } from '@dojo/protocol';
import type { AnswerRow } from './reportRows';
import { UnscoredNote } from './UnscoredNote';

const percent = (share: number | null) =>
  share === null ? 'not scored' : `${Math.round(share * 100)} %`;
const shareOf = (count: number, of: number) => (of === 0 ? 0 : count / of);

function Bar({
  label,
  count,
  of,
  mark,
}: {
  label: string;
  count: number;
  of: number;
  mark?: string;
}) {
  const share = shareOf(count, of);
  return (
    <li className={`report-answer-${mark ?? 'neutral'}`}>
      <span className="report-distribution-label">{label}</span>
      <span className="report-distribution-bar" aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span>
        {count} ({Math.round(share * 100)} %)
      </span>
    </li>
  );
}

/** Every option's count (checkbox: per ticked option), or a reorder's place per item. */
function Distribution({ entry }: { entry: QuestionStats }) {
  if (entry.positions)
    return (
      <ul className="report-distribution" aria-label="Put in the right place">
        {entry.positions.map((item) => (
          <Bar
            key={item.item}
            label={`${item.position}. ${item.item}`}
            count={item.placed}
            of={item.answers}
          />
        ))}
      </ul>
    );
  if (entry.averagePlaces)
    return (
      <ul className="report-places" aria-label="Average place">
        {entry.averagePlaces.map((item) => (
          <li key={item.item}>
            {item.item}: average place{' '}
            {item.average === null ? '—' : (Math.round(item.average * 10) / 10).toString()}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="report-distribution" aria-label="Chosen options">
      {entry.choices.map((choice) => (
        <Bar
          key={choice.text}
          label={choice.text}
          count={choice.count}
          of={entry.answers}
          mark={choice.mark ?? 'neutral'}
        />
      ))}
    </ul>
  );
}

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
          <UnscoredNote question={entry.question} />
          <p className="report-note">
            {entry.question.scored === false
              ? `${entry.answers} ${entry.answers === 1 ? 'answer' : 'answers'}`
              : `Correct: ${percent(entry.shareCorrect)} of ${entry.answers}`}{' '}
            · median time{' '}
            {entry.medianSeconds === null ? '—' : `${Math.round(entry.medianSeconds)} s`}
          </p>
          <Distribution entry={entry} />
          {entry.teams.length > 1 && entry.question.scored !== false && (
            <p className="report-note">
              {entry.teams.map((team) => `${team.team}: ${percent(team.shareCorrect)}`).join(' · ')}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
