import { isTrainerUsername } from '@dojo/protocol';
import { Link, useNavigate, useParams } from 'react-router';
import { ReportView } from '../../reports/ReportView';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { DataTable, Page, StatusBanner } from '../../shared/ui';
import { byScenario, useReportsList } from './useReportsList';
import './reports.css';
import '../../shared/ui/stackTable.css';

/** The Reports tab: the list grouped by scenario; /reports/{name} opens one report. */
export function ReportsPage() {
  const t = useT();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user) ?? '';
  const { id } = useParams();
  const navigate = useNavigate();
  if (!token) return null;
  if (id)
    return (
      <Page title={t('reports.report')} className="reports-page">
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
  const t = useT();
  const state = useReportsList(token);
  return (
    <Page title={t('reports.title')} lead={t('reports.lead')}>
      {state.kind === 'loading' && (
        <p className="report-empty" aria-busy="true">
          {t('reports.loading')}
        </p>
      )}
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'ready' && state.data.length === 0 && (
        <p className="report-empty">{t('reports.empty')}</p>
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
                  header: t('reports.identifier'),
                  rowHeader: true,
                  cell: (report) => (
                    <Link to={`/reports/${encodeURIComponent(report.name)}`}>{report.name}</Link>
                  ),
                },
                { header: t('reports.date'), cell: (report) => report.date },
                { header: t('reports.type'), cell: (report) => report.type },
                { header: t('reports.trainer'), cell: (report) => report.trainer ?? '—' },
              ]}
            />
          </section>
        ))}
    </Page>
  );
}
