import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { TOOLTIP_STYLE } from '../../reports/charts/tooltipStyle';

export interface Slice {
  name: string;
  value: number;
  colour: string;
}

/** A pie of counts by status, with a text summary for screen readers. */
export function StatusPie({ title, slices }: { title: string; slices: readonly Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const summary = slices.map((slice) => `${slice.name}: ${slice.value}`).join(', ');
  return (
    <figure className="admin-chart">
      <figcaption className="field-label">{title}</figcaption>
      {total === 0 ? (
        <p className="admin-fact">Nothing to show yet.</p>
      ) : (
        <div className="admin-chart-box" role="img" aria-label={`${title}: ${summary}`}>
          <ResponsiveContainer width="100%" height={220}>
            <PieChart>
              <Pie
                data={[...slices]}
                dataKey="value"
                nameKey="name"
                outerRadius={80}
                isAnimationActive={false}
              >
                {slices.map((slice) => (
                  <Cell key={slice.name} fill={slice.colour} />
                ))}
              </Pie>
              <Tooltip {...TOOLTIP_STYLE} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
