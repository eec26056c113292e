import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTwoStepRemove } from '../../organisation/twoStepRemove';
import { useLibrary } from '../libraryStore';
import { loadSection, removeSection } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { SavedList } from './SavedList';

/** Editor spec §4: a section's remove asks with its own wording. */
export const CONFIRM_SECTION_REMOVE = 'Press remove again to confirm.';

/** Load Section: its events join the scenario with fresh ids; Remove takes two presses. */
export function LoadSectionTab() {
  const saved = useLibrary('sections');
  const navigate = useNavigate();
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const remove = useTwoStepRemove();

  async function load() {
    setBusy(true);
    const loaded = await loadSection(name);
    setBusy(false);
    if (loaded) navigate(SCENARIO_BASE);
  }

  async function pressRemove() {
    if (!name) return showMessage('failed', 'Please Select a Section');
    if (remove.press(name).action === 'ask') return showMessage('warning', CONFIRM_SECTION_REMOVE);
    setBusy(true);
    if (await removeSection(name)) setName('');
    setBusy(false);
  }

  return (
    <div className="panel sc-tab-panel sc-tab-panel-narrow">
      <SavedList
        label="Section"
        listing={saved}
        value={name}
        onChange={(value) => {
          setName(value);
          remove.reset();
        }}
        placeholder="Select a section"
        empty="No sections saved yet"
      />
      <p className="field-hint">
        The section&apos;s events are added as a section of the open scenario, with new ids; their
        Next and branches start unset.
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary btn-busy"
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => void load()}
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
  );
}
