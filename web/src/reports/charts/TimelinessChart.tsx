import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TIMELINESS_BUCKETS, type TimelinessBar } from '../timelinessTable';
import { barColour } from '../palette';
import { ChartTable } from './ChartTable';
import { TOOLTIP_STYLE } from './tooltipStyle';

const LABELS = { early: 'Early', 'in time': 'In time', late: 'Late' } as const;

/** The timeliness bar graph: per question, how many answers were early, in time or late. */
export function TimelinessChart({
  bars,
  tableView,
}: {
  bars: TimelinessBar[];
  tableView: boolean;
}) {
  const data = bars.map((bar, index) => ({ ...bar, label: `Q${index + 1}` }));
  return (
    <figure className="report-chart">
      {!tableView && (
        <div className="report-chart-canvas" inert>
          <ResponsiveContainer width="100%" height={Math.max(220, 60 + bars.length * 8)}>
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#36608f" />
              <XAxis dataKey="label" stroke="#c5d3e2" />
              <YAxis allowDecimals={false} stroke="#c5d3e2" width={32} />
              <Tooltip
                {...TOOLTIP_STYLE}
                labelFormatter={(label, payload) =>
                  `${typeof label === 'string' || typeof label === 'number' ? label : ''}: ${String(payload[0]?.payload?.subject ?? '')}`
                }
              />
              <Legend />
              {TIMELINESS_BUCKETS.map((bucket, index) => (
                <Bar
                  key={bucket}
                  dataKey={bucket}
                  name={LABELS[bucket]}
                  stackId="answers"
                  fill={barColour(index)}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <ChartTable
        visible={tableView}
        caption="Answers per question by timeliness"
        columns={['Question', 'Early', 'In time', 'Late']}
        rows={data.map((bar) => [
          `${bar.label} ${bar.subject}`,
          bar.early,
          bar['in time'],
          bar.late,
        ])}
      />
    </figure>
  );
}
