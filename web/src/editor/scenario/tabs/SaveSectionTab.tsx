import { useState } from 'react';
import { TextField } from '../../../shared/ui';
import { useLibrary } from '../libraryStore';
import { saveSection } from '../scenarioActions';
import { sectionEvents, useScenarioEditor } from '../scenarioStore';
import { SavedList } from './SavedList';

/** Save Section: the active section's events under a name, to reuse in other scenarios. */
export function SaveSectionTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const active = useScenarioEditor((state) => state.activeSection);
  const selectSection = useScenarioEditor((state) => state.selectSection);
  const saved = useLibrary('sections');
  const [name, setName] = useState(active);
  const [busy, setBusy] = useState(false);
  const count = sectionEvents(scenario, active).length;
  const exists = saved.items.includes(name.trim());

  async function save() {
    setBusy(true);
    await saveSection(name);
    setBusy(false);
  }

  return (
    <form
      className="panel sc-tab-panel sc-tab-panel-narrow"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="save-section-from">
          Section to save
        </label>
        <select
          id="save-section-from"
          className="select"
          value={active}
          onChange={(event) => selectSection(event.target.value)}
        >
          {scenario.sections.map((section) => (
            <option key={section} value={section}>
              {section}
            </option>
          ))}
        </select>
        <p className="field-hint">{count === 1 ? '1 event' : `${count} events`} will be saved.</p>
      </div>
      <TextField
        label="Section name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SavedList
        label="Or replace a saved section"
        listing={saved}
        value={exists ? name.trim() : ''}
        onChange={(value) => value && setName(value)}
        placeholder="Select a section"
        empty="No sections saved yet"
      />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary btn-busy"
          aria-busy={busy || undefined}
          disabled={busy}
        >
          Save Section
        </button>
      </div>
    </form>
  );
}
