import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useList } from '../../lists';
import { loadScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { ExportImport } from './ExportImport';
import { MselPanel } from '../msel/MselPanel';
import { LoadActions } from './LoadActions';
import { SavedList } from './SavedList';
import { useSavedChoice } from './useSavedChoice';
import { ConfirmDialog } from '../../../shared/ui';

/** Load Scenario: a select plus Load and Remove (two presses), Export / Import, and MSEL sheets. */
export function LoadScenarioTab() {
  const files = useList('files');
  const navigate = useNavigate();
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const choice = useSavedChoice('scenario');
  const [confirmLoad, setConfirmLoad] = useState(false);

  async function load() {
    setConfirmLoad(false);
    if (await choice.run(() => loadScenario(choice.name))) void navigate(SCENARIO_BASE);
  }

  return (
    <div className="sc-tab-columns">
      <div className="panel sc-tab-panel">
        <h3 className="sc-tab-panel-title">Open a saved scenario</h3>
        <SavedList
          label="Saved scenario"
          listing={files}
          value={choice.name}
          onChange={choice.choose}
          placeholder="Select a scenario"
          empty="No scenarios saved yet"
        />
        <LoadActions
          choice={choice}
          onLoad={() => (unsaved && choice.name ? setConfirmLoad(true) : void load())}
        />
      </div>
      <ExportImport selected={choice.name} onImported={choice.choose} />
      <MselPanel selected={choice.name} onImported={choice.choose} />
      <ConfirmDialog
        open={confirmLoad}
        title="Load another scenario?"
        message="The open scenario has unsaved changes. Loading another replaces it and they are lost."
        confirmLabel="Discard and load"
        onCancel={() => setConfirmLoad(false)}
        onConfirm={() => void load()}
      />
    </div>
  );
}
