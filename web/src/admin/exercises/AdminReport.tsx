import { adminCalls, type ReportItem } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useAdminQuery } from '../shared/useAdminQuery';
import { groupPlayers } from './campaignGroups';
import { STATUS_COLOURS } from './chartColours';
import { StatusPie } from './StatusPie';

/**
 * One report as the admin opens it from the Reports list: who played it and how far they
 * got. (The portal's full report view is mounted here once it exists; see docs/admin.md.)
 */
export function AdminReport({ report, onBack }: { report: ReportItem; onBack(): void }) {
  const players = useAdminQuery(
    (token) =>
      callApi(adminCalls.getCampaignDetails, {
        token,
        scenario: report.scenario,
        exercise: report.name,
      }),
    `${report.scenario}/${report.name}`,
  );
  const groups = groupPlayers(players.data ?? []);
  return (
    <section className="admin-details" aria-label={`Report of ${report.name}`}>
      <div className="form-actions">
        <button type="button" className="btn btn-quiet" onClick={onBack}>
          Back to the reports
        </button>
      </div>
      <h3 className="section-title">
        {report.name}{' '}
        <span className="admin-fact">
          ({report.scenario}, {report.type}, {report.date})
        </span>
      </h3>
      {players.loading && <p className="admin-fact">Loading the report…</p>}
      {players.error && (
        <p className="field-message" role="alert">
          {players.error}
        </p>
      )}
      {players.data && (
        <>
          <StatusPie
            title="Completion"
            slices={(['Completed', 'In progress', 'Expired'] as const).map((name) => ({
              name,
              value: groups[name].length,
              colour: STATUS_COLOURS[name],
            }))}
          />
          <ul role="list" className="admin-link-list">
            {players.data.map((player) => (
              <li key={player.code} className="admin-link-row">
                <span className="admin-link-label">{player.player}</span>
                <span>
                  {player.completed ? 'Completed' : player.expired ? 'Expired' : 'In progress'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
