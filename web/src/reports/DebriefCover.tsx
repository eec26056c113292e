import { PLAYER_STATUS_LABEL, PLAYER_STATUSES, type ReportData } from '@dojo/protocol';
import { debriefSummary, longDate, passRate } from './debriefSummary';

/**
 * The debrief's first page (docs/reports.md, "The debrief PDF"), printed only: the client
 * (with its logo), the exercise, scenario and dates, then the summary (participants,
 * completion, pass rate, hardest questions) before the details that follow.
 */
export function DebriefCover({ report, group }: { report: ReportData; group: string }) {
  const summary = debriefSummary(report);
  const { completion } = summary;
  const printed = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section className="debrief-cover report-print-only" aria-label="Debrief summary">
      <header className="debrief-masthead">
        {report.logoUrl ? (
          <img className="debrief-logo" src={report.logoUrl} alt={`${report.client ?? ''} logo`} />
        ) : null}
        <div>
          <p className="debrief-client">{report.client ?? ''}</p>
          <h1 className="debrief-title">Debrief: {report.name ?? group}</h1>
          <dl className="debrief-facts">
            <div>
              <dt>Scenario</dt>
              <dd>{report.scenario ?? '—'}</dd>
            </div>
            <div>
              <dt>Exercise date</dt>
              <dd>{longDate(report.date)}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{report.kind ?? '—'}</dd>
            </div>
            <div>
              <dt>Report printed</dt>
              <dd>{printed}</dd>
            </div>
          </dl>
        </div>
      </header>
      <h2 className="debrief-heading">Summary</h2>
      <dl className="debrief-figures">
        <div>
          <dt>Participants</dt>
          <dd>{summary.participants}</dd>
        </div>
        <div>
          <dt>Completion</dt>
          <dd>
            {completion
              ? PLAYER_STATUSES.filter((status) => status !== 'removed' || completion[status] > 0)
                  .map(
                    (status) =>
                      `${completion[status]} ${PLAYER_STATUS_LABEL[status].toLowerCase()}`,
                  )
                  .join(' · ')
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Pass rate</dt>
          <dd>
            {passRate(summary)}
            {summary.scored > 0 && ` (${summary.passed} of ${summary.scored} passed)`}
          </dd>
        </div>
      </dl>
      <h3 className="debrief-subheading">Hardest questions</h3>
      {summary.hardest.length === 0 ? (
        <p>No marked answers yet.</p>
      ) : (
        <ol className="debrief-hardest">
          {summary.hardest.map((entry) => (
            <li key={entry.subject}>
              {entry.subject}: {Math.round(entry.shareCorrect * 100)} % correct of {entry.answers}
            </li>
          ))}
        </ol>
      )}
      <p className="debrief-next">
        The details follow: scores, every response, incident logs and timeliness.
      </p>
    </section>
  );
}
