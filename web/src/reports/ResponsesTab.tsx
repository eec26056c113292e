import type { ReportData } from '@dojo/protocol';
import { respondentLabel, type AnswerRow } from './reportRows';
import { ScoresTable } from './ScoresTable';
import { UnscoredNote } from './UnscoredNote';

interface ResponsesTabProps {
  report: ReportData;
  rows: AnswerRow[];
  name: (player: string) => string;
  shown: (player: string) => boolean;
  showMarks: boolean;
}

const MARK_LABEL = { correct: 'correct', wrong: 'wrong', neutral: 'not scored' } as const;

/** Scores, every question's answers with counts and respondents, and the incident logs. */
export function ResponsesTab({ report, rows, name, shown, showMarks }: ResponsesTabProps) {
  const questions = report.questions.filter((question) =>
    rows.some((row) => row.question.id === question.id),
  );
  const logs = report.incidentLogs.filter((log) => shown(log.user));
  return (
    <>
      <ScoresTable report={report} name={name} shown={shown} />
      <section className="report-section" aria-labelledby="report-questions">
        <h3 id="report-questions">Responses</h3>
        {questions.length === 0 && <p className="report-empty">No answers match the filter.</p>}
        {questions.map((question) => {
          const mine = rows.filter((row) => row.question.id === question.id);
          const texts = [...new Set(mine.map((row) => row.text))];
          return (
            <article key={question.id} className="report-question">
              <h4>{question.subject}</h4>
              <UnscoredNote question={question} />
              <ul className="report-answers">
                {texts.map((text) => {
                  const who = mine.filter((row) => row.text === text);
                  const mark = who[0]?.mark ?? 'neutral';
                  return (
                    <li key={text} className={showMarks ? `report-answer-${mark}` : undefined}>
                      <p className="report-answer-text">
                        <strong>{text || '(empty)'}</strong> — {who.length}{' '}
                        {who.length === 1 ? 'answer' : 'answers'}
                        {showMarks && <span className="report-mark"> ({MARK_LABEL[mark]})</span>}
                      </p>
                      <p className="report-respondents">
                        {who.map((row) => respondentLabel(row, name(row.player))).join(', ')}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </article>
          );
        })}
      </section>
      <section className="report-section" aria-labelledby="report-logs">
        <h3 id="report-logs">Incident logs</h3>
        {logs.length === 0 ? (
          <p className="report-empty">No incident logs yet.</p>
        ) : (
          logs.map((log) => (
            <article key={log.user} className="report-log">
              <h4>{name(log.user)}</h4>
              <p className="report-log-text">{log.text}</p>
            </article>
          ))
        )}
      </section>
    </>
  );
}
