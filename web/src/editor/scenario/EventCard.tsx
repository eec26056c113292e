import type { ScenarioEvent } from '@dojo/protocol';
import { Icon } from './Icon';
import { summarise } from './eventSummary';
import { SortableItem } from './sortable';

interface EventCardProps {
  event: ScenarioEvent;
  open: boolean;
  onOpen(): void;
}

/** One event of the active section: drag by its handle, click to open it in the editor. */
export function EventCard({ event, open, onOpen }: EventCardProps) {
  const summary = summarise(event);
  return (
    <SortableItem
      id={event.id}
      className="event-card"
      handleLabel={`Move event ${event.id}`}
      state={{ 'data-open': open || undefined }}
    >
      <button
        type="button"
        className="event-card-button"
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className="event-card-top">
          <span className="event-card-id">#{event.id}</span>
          <span className="event-card-channel">
            <Icon name={summary.channel} />
            {summary.channel}
          </span>
          <span className="event-card-when">{summary.when}</span>
        </span>
        <span className="event-card-subject">{summary.subject}</span>
        <span className="event-card-persona">{summary.persona}</span>
        <span className="event-card-chips">
          {event.reference && <span className="sc-chip">Inject {event.reference}</span>}
          {summary.responseType && (
            <span className="sc-chip">
              <Icon name="response" />
              {summary.responseType}
            </span>
          )}
          {summary.timeLimit && (
            <span className="sc-chip sc-chip-limit">
              <Icon name="clock" />
              {summary.timeLimit}
            </span>
          )}
          {summary.branches && (
            <span className="sc-chip">
              <Icon name="branch" />
              branches
            </span>
          )}
          {summary.team && (
            <span className="sc-chip">
              <Icon name="team" />
              team
            </span>
          )}
          {summary.image && <Icon name="image" label="Has an image" />}
          {summary.pdf && <Icon name="pdf" label="Has a PDF" />}
        </span>
      </button>
    </SortableItem>
  );
}
