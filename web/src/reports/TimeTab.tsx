import { TIMELINESS_LABEL, TIME_SETTING_LABEL } from '@dojo/protocol';
import { TimelinessChart } from './charts/lazyCharts';
import type { AnswerRow } from './reportRows';
import { timelinessBars, timelinessLines } from './timelinessTable';

/** The timeliness bar graph and the table per event and team. */
export function TimeTab({ rows, tableView }: { rows: AnswerRow[]; tableView: boolean }) {
  const lines = timelinessLines(rows);
  return (
    <>
      <section className="report-section" aria-labelledby="report-timeliness">
        <h3 id="report-timeliness">Timeliness</h3>
        <p className="report-note">
          Early: answered within half the time limit. In time: within 110 %. Late: after that. Each
          answer is judged against that player&apos;s own limit (extra time scales it).
        </p>
        <TimelinessChart bars={timelinessBars(rows)} tableView={tableView} />
      </section>
      <section className="report-section" aria-labelledby="report-timeliness-table">
        <h3 id="report-timeliness-table">Time per event and team</h3>
        <table className="report-table stack-table">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Team</th>
              <th scope="col">Time</th>
              <th scope="col">Answers</th>
              <th scope="col">Average</th>
              <th scope="col">Limit</th>
              <th scope="col">Timeliness</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.id}-${line.team}-${line.timeSetting}`}>
                <th scope="row">{line.subject}</th>
                <td data-label="Team">{line.team}</td>
                <td data-label="Time">{TIME_SETTING_LABEL[line.timeSetting]}</td>
                <td data-label="Answers">{line.answers}</td>
                <td data-label="Average">{line.averageSeconds} s</td>
                <td data-label="Limit">
                  {line.limitSeconds === null ? 'none' : `${line.limitSeconds} s`}
                </td>
                <td data-label="Timeliness">{TIMELINESS_LABEL[line.verdict]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
