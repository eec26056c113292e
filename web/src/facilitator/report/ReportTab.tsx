import { useMemo } from 'react';
import { useConsole } from '../consoleStore';
import { answersReport } from './answersReport';

/** The Report tab: every question with who has answered it so far, live with the status. */
export function ReportTab() {
  const events = useConsole((state) => state.login?.events);
  const status = useConsole((state) => state.status);
  const rows = useMemo(
    () => (events && status ? answersReport(events, status) : []),
    [events, status],
  );
  if (!status) return <p role="status">Reading the exercise&apos;s state…</p>;
  if (rows.length === 0) return <p className="empty-state">This scenario asks no questions.</p>;
  const names = (players: string[]) => (players.length ? players.join(', ') : '—');
  return (
    <div className="console-report">
      <table className="console-table">
        <caption>Answers so far, question by question</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Seen</th>
            <th scope="col">Answered</th>
            <th scope="col">Answered by</th>
            <th scope="col">Not answered yet</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                #{row.id} {row.subject}
              </th>
              <td>{row.seen.length}</td>
              <td>{row.answered.length}</td>
              <td>{names(row.answered)}</td>
              <td>{names(row.waiting)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
