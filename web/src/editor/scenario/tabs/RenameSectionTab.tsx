import { useState } from 'react';
import { NOISE_SECTION, PRESET_SECTION } from '@dojo/protocol';
import { TextField } from '../../../shared/ui';
import { useScenarioEditor } from '../scenarioStore';

/**
 * Rename Section: a new name for the active section. As the spec says, an empty or taken name
 * changes nothing; the form says why instead of staying silent.
 */
export function RenameSectionTab() {
  const sections = useScenarioEditor((state) => state.scenario.sections);
  const active = useScenarioEditor((state) => state.activeSection);
  const selectSection = useScenarioEditor((state) => state.selectSection);
  const rename = useScenarioEditor((state) => state.renameActiveSection);
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [name, setName] = useState('');
  const fixed = active === PRESET_SECTION || active === NOISE_SECTION;
  const taken = sections.includes(name.trim());

  function submit() {
    const from = active;
    if (rename(name)) {
      showMessage('success', `Section ${from} renamed to ${name.trim()}.`);
      setName('');
    }
  }

  return (
    <form
      className="panel sc-tab-panel sc-tab-panel-narrow"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="rename-section-from">
          Section
        </label>
        <select
          id="rename-section-from"
          className="select"
          value={active}
          onChange={(event) => selectSection(event.target.value)}
        >
          {sections.map((section) => (
            <option key={section} value={section}>
              {section}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="New name"
        value={name}
        disabled={fixed}
        error={
          taken && name.trim() !== active
            ? `A section named ${name.trim()} already exists.`
            : undefined
        }
        onChange={(event) => setName(event.target.value)}
      />
      {fixed && (
        <p className="field-hint">
          Preset and Noise keep their names: the exercise recognises them by name.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={fixed || !name.trim() || taken}>
          Rename
        </button>
      </div>
    </form>
  );
}
