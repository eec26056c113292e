import { portalCalls, type ReportItem } from '@dojo/protocol';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { AdminReadStatus } from '../shared/AdminReadStatus';
import { useAdminRead } from '../shared/adminRead';
import { ReportView } from '../../reports/ReportView';
import { useEditorToken } from '../../shared/session';
import { DataTable } from '../../shared/ui';
import { reportNamed, reportParams } from './reportLink';

/** Reports: every exercise's report, grouped by scenario; a row opens the portal's report view. */
export function ReportsPanel() {
  const token = useEditorToken();
  const list = useAdminRead(queryKeys.admin.reports, (token, signal) =>
    callApi(portalCalls.getReports, { token }, { signal }),
  );
  const [params, setParams] = useSearchParams();
  const open = reportNamed(list.data ?? [], params);

  if (!list.data) return <AdminReadStatus read={list} loading="Loading reports…" />;
  if (open) {
    return (
      <ReportView
        token={token}
        group={open.name}
        mode="admin"
        {...(open.client ? { client: open.client } : {})}
        onBack={() => setParams({})}
      />
    );
  }
  const groups = new Map<string, ReportItem[]>();
  for (const item of list.data)
    groups.set(item.scenario, [...(groups.get(item.scenario) ?? []), item]);
  if (groups.size === 0) return <p className="admin-fact">No reports yet.</p>;

  return (
    <div className="admin-groups">
      {[...groups].map(([scenario, items]) => (
        <section key={scenario} aria-label={scenario}>
          <h3 className="section-title">{scenario}</h3>
          <div className="admin-table-wrap">
            <DataTable
              className="admin-table"
              rows={items}
              rowKey={(item) => `${item.client ?? ''}/${item.name}`}
              columns={[
                {
                  header: 'Identifier',
                  rowHeader: true,
                  cell: (item) => (
                    <button
                      type="button"
                      className="admin-row-link"
                      onClick={() => setParams(reportParams(item))}
                    >
                      {item.name}
                    </button>
                  ),
                },
                { header: 'Date', cell: (item) => item.date },
                { header: 'Type', cell: (item) => item.type },
              ]}
            />
          </div>
        </section>
      ))}
    </div>
  );
}
