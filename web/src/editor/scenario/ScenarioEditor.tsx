import { useEffect } from 'react';
import { DRAFT_MESSAGES } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { NotFound, Page } from '../../shared/ui';
import { LeaveGuard } from '../LeaveGuard';
import { resumeEditing } from './continuity/continuity';
import { RestoreDraftDialog } from './continuity/RestoreDraftDialog';
import { ScenarioBoard } from './ScenarioBoard';
import { ScenarioMenu } from './ScenarioMenu';
import { ScenarioStatus } from './ScenarioStatus';
import { ScenarioTabContent } from './ScenarioTabContent';
import { useScenarioEditor } from './scenarioStore';
import { useScenarioPresence } from './presence';
import { useLiveDrafts } from './liveDrafts';
import { SCENARIO_BASE, TAB_TITLES, scenarioTab } from './scenarioTabs';
import './scenario.css';

/** /editor/Scenario/{tab}: the scenario being edited, its menu, and the open tab. */
export function ScenarioEditor({ tab }: { tab: string | undefined }) {
  const open = scenarioTab(tab);
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const user = useStaffSession((state) => state.editorUser);
  useEffect(() => {
    if (user) void resumeEditing(user);
  }, [user]);
  if (open === null) return <NotFound />;
  return (
    <Page title={<ScenarioTitle />} className="scenario-editor">
      <ScenarioMenu current={open} />
      <AlsoEditing />
      <ScenarioStatus />
      {open ? (
        <section aria-labelledby="scenario-tab-title" className="scenario-tab">
          <h2 className="scenario-tab-title" id="scenario-tab-title">
            {TAB_TITLES[open]}
          </h2>
          <ScenarioTabContent tab={open} />
        </section>
      ) : (
        <ScenarioBoard />
      )}
      <LeaveGuard unsaved={unsaved} within={SCENARIO_BASE} />
      <RestoreDraftDialog />
    </Page>
  );
}

/** The heading: which scenario is open, and whether it has unsaved changes. */
function ScenarioTitle() {
  const fileName = useScenarioEditor((state) => state.scenario.fileName);
  const title = useScenarioEditor((state) => state.scenario.title);
  const unsaved = useScenarioEditor((state) => state.unsaved);
  return (
    <span className="scenario-title">
      <span>Scenario</span>
      <span className="scenario-title-name">
        {fileName || 'New scenario'}
        {title && title !== fileName && <span className="scenario-title-detail"> · {title}</span>}
      </span>
      {unsaved && <span className="sc-badge sc-badge-warning">Unsaved changes</span>}
    </span>
  );
}

/**
 * "Also editing: ana": the other authors with this scenario open now, kept live; their saved
 * drafts are taken in live too (liveDrafts.ts).
 */
function AlsoEditing() {
  const fileName = useScenarioEditor((state) => state.scenario.fileName);
  const others = useScenarioPresence(fileName);
  useLiveDrafts(fileName);
  return (
    <p className="sc-presence" role="status" aria-live="polite">
      {others.length > 0 ? DRAFT_MESSAGES.alsoEditing(others) : ''}
    </p>
  );
}
