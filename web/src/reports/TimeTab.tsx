import { TIMELINESS_LABEL, TIME_SETTING_LABEL } from '@dojo/protocol';
import { DataTable } from '../shared/ui';
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
        <DataTable
          className="report-table stack-table"
          rows={lines}
          rowKey={(line) => `${line.id}-${line.team}-${line.timeSetting}`}
          columns={[
            { header: 'Event', rowHeader: true, cell: (line) => line.subject },
            { header: 'Team', cell: (line) => line.team },
            { header: 'Time', cell: (line) => TIME_SETTING_LABEL[line.timeSetting] },
            { header: 'Answers', cell: (line) => line.answers },
            { header: 'Average', cell: (line) => `${line.averageSeconds} s` },
            {
              header: 'Limit',
              cell: (line) => (line.limitSeconds === null ? 'none' : `${line.limitSeconds} s`),
            },
            { header: 'Timeliness', cell: (line) => TIMELINESS_LABEL[line.verdict] },
          ]}
        />
      </section>
    </>
  );
}
