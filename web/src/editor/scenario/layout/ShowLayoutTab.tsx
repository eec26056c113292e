import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toScenarioFile } from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import { SAVE_EVENT_FIRST } from '../boardMessages';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { LayoutCanvas, LayoutLegend } from './LayoutCanvas';
import './layout.css';
import { LayoutStartTime } from './LayoutStartTime';

/** The start time the picker offers first: a morning exercise. */
export const DEFAULT_START_TIME = '09:00';

/** Show Layout: the timeline of the main events from a start time, with their branches. */
export function ShowLayoutTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const navigate = useNavigate();
  const id = useId();
  const [startTime, setStartTime] = useState(DEFAULT_START_TIME);
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

  return (
    <div className="layout-tab">
      <div className="layout-toolbar">
        <LayoutStartTime id={`${id}-start`} value={startTime} onChange={setStartTime} />
        <p className="layout-summary">
          {timeline.mode === 'schedule'
            ? 'Placed by display time (some events set “Display at … minutes”).'
            : 'Following Next and the answer and timing branches.'}{' '}
          {timeline.cards.length} events
          {unreached > 0 && `, ${unreached} not reached from the start`}. Preset and Noise are not
          shown.
        </p>
        <LayoutLegend />
      </div>
      {timeline.cards.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">No events outside Preset and Noise yet.</p>
          <p>Add events to a main section to see them on the timeline.</p>
        </div>
      ) : (
        <LayoutCanvas timeline={timeline} onOpen={open} />
      )}
    </div>
  );
}
