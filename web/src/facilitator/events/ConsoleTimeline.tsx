import { useId, useMemo, useState } from 'react';
import type { FacilitatorStatus, ScenarioEvent } from '@dojo/protocol';
import { formatClockTime, layoutTimeline } from '@dojo/scheduler';
import { LayoutCanvas, LayoutLegend } from '../../editor/scenario/layout/LayoutCanvas';
import '../../editor/scenario/layout/layout.css';
import { cardCounts } from './cardCounts';
import { useNow } from './useNow';
import { LayoutStartTime } from '../../editor/scenario/layout/LayoutStartTime';

interface ConsoleTimelineProps {
  events: readonly ScenarioEvent[];
  status: FacilitatorStatus;
  receivedAt: number;
}

/** Seconds since local midnight of an instant (the start-time picker's unit). */
function secondsOfDay(at: number): number {
  const date = new Date(at);
  return date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
}

/**
 * The scenario's timeline as the editor's Show Layout draws it, read-only: each card says how
 * many players have seen and answered it. 'Current' is the server's clock; Auto-Start sets
 * the start time to the session's start, so card times read as players see them.
 */
export function ConsoleTimeline({ events, status, receivedAt }: ConsoleTimelineProps) {
  const id = useId();
  const now = useNow();
  const [startTime, setStartTime] = useState('09:00');
  const timeline = useMemo(() => layoutTimeline(events, { startTime }), [events, startTime]);
  const counts = useMemo(() => cardCounts(status), [status]);
  const current = status.serverTime + Math.max(0, now - receivedAt);
  const startedAt = status.startedAt ?? null;

  function autoStart() {
    setStartTime(formatClockTime(secondsOfDay(startedAt ?? current)));
  }

  return (
    <section className="console-timeline layout-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-section-title">
        Event timeline
      </h2>
      <div className="layout-toolbar">
        <LayoutStartTime id={`${id}-start`} value={startTime} onChange={setStartTime} />
        <p className="console-current">
          Current: <time>{formatClockTime(secondsOfDay(current))}</time>
        </p>
        <button type="button" className="btn" onClick={autoStart}>
          Auto-Start
        </button>
        <LayoutLegend />
      </div>
      {timeline.cards.length === 0 ? (
        <p className="empty-state">This scenario has no events outside Preset and Noise.</p>
      ) : (
        <LayoutCanvas
          timeline={timeline}
          cardExtra={(eventId) => {
            const count = counts.get(eventId) ?? { seen: 0, answered: 0 };
            return (
              <p className="console-card-counts" data-event={eventId}>
                <span>{count.seen} seen</span>
                <span>{count.answered} answered</span>
              </p>
            );
          }}
        />
      )}
    </section>
  );
}
