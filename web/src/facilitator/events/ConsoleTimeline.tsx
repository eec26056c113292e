import { useId, useMemo, useState } from 'react';
import type { FacilitatorStatus, ScenarioEvent } from '@dojo/protocol';
import { formatClockTime, layoutTimeline, parseClockTime } from '@dojo/scheduler';
import { secondsOfDay, timeOfDayText } from '../../shared/i18n/timeOfDay';
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

/**
 * The scenario's timeline as the editor's Show Layout draws it, read-only: each card says how
 * many players have seen and answered it. 'Current' is the server's clock; Auto-Start sets
 * the start time to the session's start, so card times read as players see them.
 */
export function ConsoleTimeline({ events, status, receivedAt }: ConsoleTimelineProps) {
  const id = useId();
  const now = useNow();
  const [startTime, setStartTime] = useState('09:00');
  // Card times in the viewer's format, like 'Current' and the waiting room (docs/web.md).
  const timeline = useMemo(() => {
    const laid = layoutTimeline(events, { startTime });
    const shown = (time: string | null) => {
      const seconds = time === null ? null : parseClockTime(time);
      return seconds === null ? time : timeOfDayText(seconds);
    };
    return { ...laid, cards: laid.cards.map((card) => ({ ...card, time: shown(card.time) })) };
  }, [events, startTime]);
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
          Current: <time>{timeOfDayText(secondsOfDay(current))}</time>
        </p>
        <button type="button" className="btn btn-secondary" onClick={autoStart}>
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
