import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_MESSAGES, WIRING_MESSAGES, toScenarioFile } from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import { SAVE_EVENT_FIRST } from '../boardMessages';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { LayoutCanvas, LayoutLegend } from './LayoutCanvas';
import './layout.css';
import { LayoutStartTime } from './LayoutStartTime';
import { WireHandle, WiringDrag } from './LayoutWiring';

/** The start time the picker offers first: a morning exercise. */
export const DEFAULT_START_TIME = '09:00';

/** Wires `from`'s Next to `to` (forward wiring) and says what happened in the status line. */
function wire(from: string, to: string) {
  const { wireNext, showMessage } = useScenarioEditor.getState();
  if (from === to) {
    showMessage('warning', WIRING_MESSAGES.itself);
    return;
  }
  const result = wireNext(from, to);
  if (result === 'wired') showMessage('success', WIRING_MESSAGES.wired(from, to));
  else if (result === 'same-as-option') showMessage('warning', EVENT_MESSAGES.optionNext);
}

/**
 * Show Layout: the timeline of the main events from a start time, with their branches. Each
 * card's Next handle wires it to another card by dragging, or by pressing the handle and then
 * the card (docs/scenario-editor.md, "Forward wiring").
 */
export function ShowLayoutTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const navigate = useNavigate();
  const id = useId();
  const [startTime, setStartTime] = useState(DEFAULT_START_TIME);
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const timeline = useMemo(
    () => layoutTimeline(toScenarioFile(scenario).scenario, { startTime }),
    [scenario, startTime],
  );
  const unreached = timeline.cards.filter((card) => !card.reachable).length;

  const open = useCallback(
    (eventId: string) => {
      const { openEvent, showMessage } = useScenarioEditor.getState();
      if (!openEvent(eventId)) showMessage('warning', SAVE_EVENT_FIRST);
      void navigate(SCENARIO_BASE);
    },
    [navigate],
  );
  const choose = useCallback(
    (eventId: string) => {
      if (choosingFor) wire(choosingFor, eventId);
      setChoosingFor(null);
    },
    [choosingFor],
  );
  const press = useCallback((eventId: string) => {
    setChoosingFor((before) => (before === eventId ? null : eventId));
  }, []);

  useEffect(() => {
    if (!choosingFor) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChoosingFor(null);
    };
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [choosingFor]);

  return (
    <div className="layout-tab">
      <div className="layout-toolbar">
        <LayoutStartTime id={`${id}-start`} value={startTime} onChange={setStartTime} />
        <p className="layout-summary">
          {timeline.mode === 'schedule'
            ? 'Placed by display time (some events set “Display at”).'
            : 'Following Next and the answer and timing branches.'}{' '}
          {timeline.cards.length} events
          {unreached > 0 && `, ${unreached} not reached from the start`}. Preset and Noise are not
          shown. Drag a card&apos;s → handle onto another card to make it its Next.
        </p>
        <LayoutLegend />
      </div>
      <p className="layout-choosing" role="status">
        {choosingFor && (
          <>
            {WIRING_MESSAGES.choose(choosingFor)}{' '}
            <button
              type="button"
              className="btn btn-quiet btn-small"
              onClick={() => setChoosingFor(null)}
            >
              Cancel
            </button>
          </>
        )}
      </p>
      {timeline.cards.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">No events outside Preset and Noise yet.</p>
          <p>Add events to a main section to see them on the timeline.</p>
        </div>
      ) : (
        <LayoutCanvas
          timeline={timeline}
          onOpen={choosingFor ? choose : open}
          wiring={choosingFor !== null}
          cardHandle={(eventId) => (
            <WireHandle id={eventId} pressed={choosingFor === eventId} onPress={press} />
          )}
          wrap={(view) => <WiringDrag onWire={wire}>{view}</WiringDrag>}
        />
      )}
    </div>
  );
}
