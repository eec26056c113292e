import { isTrainerUsername } from '@dojo/protocol';
import { Link, useNavigate, useParams } from 'react-router';
import { ReportView } from '../../reports/ReportView';
import { useSession } from '../../shared/session';
import { DataTable, Page, StatusBanner } from '../../shared/ui';
import { byScenario, useReportsList } from './useReportsList';
import './reports.css';
import '../../shared/ui/stackTable.css';

/** The Reports tab: the list grouped by scenario; /reports/{name} opens one report. */
export function ReportsPage() {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user) ?? '';
  const { id } = useParams();
  const navigate = useNavigate();
  if (!token) return null;
  if (id)
    return (
      <Page title="Report" className="reports-page">
        <ReportView
          token={token}
          group={id}
          mode={isTrainerUsername(user) ? 'trainer' : 'client'}
          onBack={() => void navigate('/reports')}
        />
      </Page>
    );
  return <ReportsList token={token} />;
}

function ReportsList({ token }: { token: string }) {
  const state = useReportsList(token);
  return (
    <Page title="Reports" lead="Every exercise's responses, timing and scores, live while it runs.">
      {state.kind === 'loading' && (
        <p className="report-empty" aria-busy="true">
          Loading the reports…
        </p>
      )}
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'ready' && state.data.length === 0 && (
        <p className="report-empty">
          No reports yet: a report appears for every exercise you order.
        </p>
      )}
      {state.kind === 'ready' &&
        byScenario(state.data).map(([scenario, reports]) => (
          <section key={scenario} className="reports-group" aria-label={scenario}>
            <h2>{scenario}</h2>
            <DataTable
              className="reports-table stack-table"
              rows={reports}
              rowKey={(report) => report.name}
              columns={[
                {
                  header: 'Identifier',
                  rowHeader: true,
                  cell: (report) => (
                    <Link to={`/reports/${encodeURIComponent(report.name)}`}>{report.name}</Link>
                  ),
                },
                { header: 'Date', cell: (report) => report.date },
                { header: 'Type', cell: (report) => report.type },
                { header: 'Trainer', cell: (report) => report.trainer ?? '—' },
              ]}
            />
          </section>
        ))}
    </Page>
  );
}
