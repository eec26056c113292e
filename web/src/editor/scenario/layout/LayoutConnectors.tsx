import { memo } from 'react';
import type { DrawnEdge } from '@dojo/scheduler';
import { linePath } from './layoutView';

/** The connector kinds and their names, as the legend shows them. */
export const EDGE_NAMES = {
  next: 'Next',
  option: 'Answer',
  early: 'Answered early',
  late: 'Answered late',
  timeout: 'Time ran out',
} as const;

/** The routed lines between cards (the scheduler's `drawTimeline` decides where they run). */
export const LayoutConnectors = memo(function LayoutConnectors({
  edges,
  width,
  height,
}: {
  edges: readonly DrawnEdge[];
  width: number;
  height: number;
}) {
  return (
    <svg className="layout-connectors" width={width} height={height} aria-hidden="true">
      <defs>
        {Object.keys(EDGE_NAMES).map((kind) => (
          <marker
            key={kind}
            id={`arrow-${kind}`}
            className={`layout-arrow layout-arrow-${kind}`}
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerUnits="userSpaceOnUse"
            markerWidth="10"
            markerHeight="10"
            orient="auto"
          >
            <path d="M0 0 L8 4 L0 8 z" />
          </marker>
        ))}
      </defs>
      {edges.map((edge, index) => (
        <path
          key={`${edge.from}-${edge.to}-${edge.kind}-${index}`}
          className={`layout-edge layout-edge-${edge.kind}`}
          d={linePath(edge.points)}
          markerEnd={`url(#arrow-${edge.kind})`}
        />
      ))}
    </svg>
  );
});

/** The legend of the connector styles: each kind its own colour and dash. */
export function LayoutLegend() {
  return (
    <ul className="layout-legend" role="list" aria-label="Connector legend">
      {Object.entries(EDGE_NAMES).map(([kind, name]) => (
        <li key={kind} className={`layout-legend-item layout-edge-${kind}`}>
          <svg width="32" height="10" aria-hidden="true">
            <path d="M1 5 H31" />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
