import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRM_REMOVE, useTwoStepRemove } from '../../organisation/twoStepRemove';
import { ConfirmDialog } from '../ConfirmDialog';
import { useLibrary } from '../libraryStore';
import { loadScenario, removeScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { ExportImport } from './ExportImport';
import { SavedList } from './SavedList';

/** Load Scenario: a select plus Load and Remove (two presses), and Export / Import. */
export function LoadScenarioTab() {
  const files = useLibrary('files');
  const navigate = useNavigate();
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmLoad, setConfirmLoad] = useState(false);
  const remove = useTwoStepRemove();

  async function load() {
    setConfirmLoad(false);
    setBusy(true);
    const loaded = await loadScenario(name);
    setBusy(false);
    if (loaded) navigate(SCENARIO_BASE);
  }

  async function pressRemove() {
    if (!name) return showMessage('failed', 'Please Select a Scenario');
    if (remove.press(name).action === 'ask') return showMessage('warning', CONFIRM_REMOVE);
    setBusy(true);
    if (await removeScenario(name)) setName('');
    setBusy(false);
  }

  return (
    <div className="sc-tab-columns">
      <div className="panel sc-tab-panel">
        <h3 className="sc-tab-panel-title">Open a saved scenario</h3>
        <SavedList
          label="Saved scenario"
          listing={files}
          value={name}
          onChange={(value) => {
            setName(value);
            remove.reset();
          }}
          placeholder="Select a scenario"
          empty="No scenarios saved yet"
        />
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-primary btn-busy"
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => (unsaved && name ? setConfirmLoad(true) : void load())}
          >
            Load
          </button>
          <button
            type="button"
            className="btn btn-remove"
            data-armed={remove.armedFor === name && name !== '' ? 'true' : undefined}
            disabled={busy}
            onClick={() => void pressRemove()}
          >
            Remove
          </button>
        </div>
      </div>
      <ExportImport selected={name} onImported={setName} />
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
