import { useState } from 'react';
import { BusyButton, SelectField, usePending } from '../../../shared/ui';
import { useList } from '../../lists';
import { saveSection } from '../scenarioActions';
import { sectionEvents, useScenarioEditor } from '../scenarioStore';
import { SaveNameFields, isSaved } from './SaveNameFields';

/** Save Section: the active section's events under a name, to reuse in other scenarios. */
export function SaveSectionTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const active = useScenarioEditor((state) => state.activeSection);
  const selectSection = useScenarioEditor((state) => state.selectSection);
  const saved = useList('sections');
  const [name, setName] = useState(active);
  const { pending, run } = usePending();
  const count = sectionEvents(scenario, active).length;

  return (
    <form
      className="panel sc-tab-panel sc-tab-panel-narrow"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => saveSection(name, isSaved(saved, name)));
      }}
    >
      <SelectField
        label="Section to save"
        value={active}
        hint={`${count === 1 ? '1 event' : `${count} events`} will be saved.`}
        onChange={(event) => selectSection(event.target.value)}
      >
        {scenario.sections.map((section) => (
          <option key={section} value={section}>
            {section}
          </option>
        ))}
      </SelectField>
      <SaveNameFields
        label="Section name"
        replaceLabel="Or replace a saved section"
        listing={saved}
        name={name}
        onName={setName}
        placeholder="Select a section"
        empty="No sections saved yet"
      />
      <div className="form-actions">
        <BusyButton busy={pending}>Save Section</BusyButton>
      </div>
    </form>
  );
}
