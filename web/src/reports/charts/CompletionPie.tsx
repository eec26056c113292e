import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { pieColour } from '../palette';
import { ChartTable } from './ChartTable';
import { TOOLTIP_STYLE } from './tooltipStyle';

export interface Slice {
  name: string;
  value: number;
  /** The slice's own colour (a player status's); else the palette's by position. */
  colour?: string;
}

/** A pie of counts (course completion, exercise distribution) with its table. */
export function CompletionPie(props: { caption: string; slices: Slice[]; tableView: boolean }) {
  const { caption, slices, tableView } = props;
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <figure className="report-chart report-chart-pie">
      {!tableView && shown.length > 0 && (
        <div className="report-chart-canvas" inert>
          <ResponsiveContainer width="100%" height={180}>
            <PieChart>
              <Pie
                data={shown}
                dataKey="value"
                nameKey="name"
                innerRadius={40}
                outerRadius={70}
                isAnimationActive={false}
              >
                {shown.map((slice) => (
                  <Cell key={slice.name} fill={slice.colour ?? pieColour(slices.indexOf(slice))} />
                ))}
              </Pie>
              <Tooltip {...TOOLTIP_STYLE} />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
      <ul className="report-legend" aria-hidden={!tableView ? undefined : true}>
        {slices.map((slice, index) => (
          <li key={slice.name}>
            <span
              className="report-swatch"
              style={{ background: slice.colour ?? pieColour(index) }}
            />
            {slice.name}: {slice.value}
          </li>
        ))}
      </ul>
      <ChartTable
        visible={false}
        caption={caption}
        columns={['Status', 'Players']}
        rows={slices.map((slice) => [slice.name, slice.value])}
      />
    </figure>
  );
}
