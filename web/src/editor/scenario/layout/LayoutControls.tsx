import type { Timeline } from '@dojo/scheduler';
import { ZOOMS, type Zoom } from './layoutView';

interface LayoutControlsProps {
  id: string;
  /** The cards in the order they show. */
  cards: Timeline['cards'];
  zoom: Zoom;
  scale: number;
  /** Fit could not show the whole drawing readably: it shows the readable minimum instead. */
  partial: boolean;
  current: string | null;
  onZoom(zoom: Zoom): void;
  onJump(id: string): void;
  /** Enter in the select: move the focus to the event shown. */
  onEnter(): void;
}

/**
 * Zoom (Fit, 50%, 100%) and "Jump to event", a select of the events by number and subject.
 * Choosing shows the event and leaves the focus in the select (arrow keys change a closed
 * select at once), Enter then moves the focus to the event.
 */
export function LayoutControls({
  id,
  cards,
  zoom,
  scale,
  partial,
  current,
  onZoom,
  onJump,
  onEnter,
}: LayoutControlsProps) {
  return (
    <div className="layout-controls">
      <div className="layout-zoom" role="group" aria-label="Zoom">
        {ZOOMS.map((option) => (
          <button
            key={option.label}
            type="button"
            className="btn btn-secondary"
            aria-pressed={zoom === option.zoom}
            onClick={() => onZoom(option.zoom)}
          >
            {option.label}
          </button>
        ))}
        <output className="layout-scale" aria-label="Zoom level">
          {Math.max(1, Math.round(scale * 100))}%
        </output>
        {partial && (
          <p className="layout-partial field-hint" role="status">
            Too long to fit readably: the overview below shows the whole timeline; press or drag on
            it to move.
          </p>
        )}
      </div>
      <div className="field layout-jump">
        <label className="field-label" htmlFor={`${id}-jump`}>
          Jump to event
        </label>
        <select
          id={`${id}-jump`}
          className="select"
          value={current ?? ''}
          aria-describedby={`${id}-jump-hint`}
          onChange={(event) => {
            if (event.target.value) onJump(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && current) {
              event.preventDefault();
              onEnter();
            }
          }}
        >
          <option value="">Choose an event…</option>
          {cards.map((card) => (
            <option key={card.id} value={card.id}>
              #{card.id} {card.subject || 'No subject'} ({card.time ?? 'not reached'})
            </option>
          ))}
        </select>
        <span id={`${id}-jump-hint`} className="visually-hidden">
          Shows the event; Enter moves to it.
        </span>
      </div>
    </div>
  );
}
