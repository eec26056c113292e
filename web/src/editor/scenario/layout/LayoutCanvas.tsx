import type { CSSProperties, ReactNode } from 'react';
import type { Timeline } from '@dojo/scheduler';
import { LayoutCard } from './LayoutCard';
import { CARD_HEIGHT, CARD_WIDTH, branchNotes, canvasSize, connectors } from './layoutGeometry';

const EDGE_NAMES = {
  next: 'Next',
  option: 'Answer',
  early: 'Answered early',
  late: 'Answered late',
  timeout: 'Time ran out',
} as const;

interface LayoutCanvasProps {
  timeline: Timeline;
  onOpen?: (id: string) => void;
  /** What a card adds under its body (the facilitator's player counts). */
  cardExtra?: (id: string) => ReactNode;
}

/** The timeline grid: cards in columns of 302 px steps, branches as SVG connectors. */
export function LayoutCanvas({ timeline, onOpen, cardExtra }: LayoutCanvasProps) {
  const size = canvasSize(timeline.columns, timeline.rows, timeline.step);
  const lines = connectors(timeline.cards, timeline.edges);
  const notes = branchNotes(timeline.edges);
  const style = {
    '--canvas-w': `${size.width}px`,
    '--canvas-h': `${size.height}px`,
    '--card-w': `${CARD_WIDTH}px`,
    '--card-h': `${CARD_HEIGHT}px`,
  } as CSSProperties;
  return (
    <div
      className="layout-scroll"
      tabIndex={0}
      role="region"
      aria-label="Layout timeline, scrolls sideways"
    >
      <div className="layout-canvas" style={style}>
        <svg
          className="layout-connectors"
          width={size.width}
          height={size.height}
          aria-hidden="true"
        >
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
          {lines.map(({ edge, path }, index) => (
            <path
              key={`${edge.from}-${edge.to}-${edge.kind}-${index}`}
              className={`layout-edge layout-edge-${edge.kind}`}
              d={path}
              markerEnd={`url(#arrow-${edge.kind})`}
            />
          ))}
        </svg>
        <ol className="layout-cards" role="list" aria-label="Events in time order">
          {inTimeOrder(timeline.cards).map((card) => (
            <LayoutCard
              key={card.id}
              card={card}
              notes={notes.get(card.id) ?? []}
              onOpen={onOpen && (() => onOpen(card.id))}
              extra={cardExtra?.(card.id)}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The legend of the connector styles. */
export function LayoutLegend() {
  return (
    <ul className="layout-legend" role="list" aria-label="Connector legend">
      {Object.entries(EDGE_NAMES).map(([kind, name]) => (
        <li key={kind} className={`layout-legend-item layout-edge-${kind}`}>
          <svg width="28" height="10" aria-hidden="true">
            <path d="M1 5 H27" />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Screen readers meet the cards in the order they show; unreached ones last. */
function inTimeOrder(cards: Timeline['cards']) {
  const at = (offset: number | null) => offset ?? Number.POSITIVE_INFINITY;
  return [...cards].sort((a, b) => at(a.offsetSeconds) - at(b.offsetSeconds));
}
