import { adminCalls } from '@dojo/protocol';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { AdminReadStatus } from '../shared/AdminReadStatus';
import { useAdminRead } from '../shared/adminRead';
import { BAR_COLOUR, SESSION_COLOURS, STATUS_COLOURS } from './chartColours';
import { dashboardCounts } from './dashboardCounts';
import { StatusPie } from './lazyStatusPie';
import { TOOLTIP_STYLE } from '../../reports/charts/tooltipStyle';

/** Overview: automated exercises by status, facilitated by Open/Closed, exercises per scenario. */
export function DashboardPanel() {
  const list = useAdminRead(queryKeys.admin.exercises, (token, signal) =>
    callApi(adminCalls.getAllExercises, { token }, { signal }),
  );
  if (!list.data) return <AdminReadStatus read={list} loading="Loading the overview…" />;
  const counts = dashboardCounts(list.data);
  const summary = counts.perScenario.map((row) => `${row.scenario}: ${row.exercises}`).join(', ');

  return (
    <div className="admin-dashboard">
      <StatusPie
        title="Automated Exercises"
        slices={(['Completed', 'In progress', 'Expired'] as const).map((name) => ({
          name,
          value: counts.automated[name],
          colour: STATUS_COLOURS[name],
        }))}
      />
      <StatusPie
        title="Facilitated Exercises"
        slices={(['Open', 'Closed'] as const).map((name) => ({
          name,
          value: counts.facilitated[name],
          colour: SESSION_COLOURS[name],
        }))}
      />
      <figure className="admin-chart admin-chart-wide">
        <figcaption className="field-label">Exercise Distribution</figcaption>
        {counts.perScenario.length === 0 ? (
          <p className="admin-fact">No exercises yet.</p>
        ) : (
          <div
            className="admin-chart-box"
            role="img"
            aria-label={`Exercises per scenario: ${summary}`}
          >
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={counts.perScenario}>
                <CartesianGrid strokeDasharray="3 3" stroke="#24456b" />
                <XAxis dataKey="scenario" stroke="#9fb3c8" />
                <YAxis allowDecimals={false} stroke="#9fb3c8" />
                <Tooltip {...TOOLTIP_STYLE} />
                <Bar
                  dataKey="exercises"
                  name="Exercises"
                  fill={BAR_COLOUR}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </div>
  );
}
