import { useMemo, useState } from 'react';
import { toScenarioFile, validateScenarioForSave } from '@dojo/protocol';
import { prePublishCheck, type PrePublishCheck } from '@dojo/scheduler';
import { BusyButton, usePending } from '../../../shared/ui';
import { useLibrary } from '../libraryStore';
import { saveScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { PrePublishReport } from './PrePublishReport';
import { SaveNameFields, isSaved } from './SaveNameFields';

interface SavedReport {
  check: PrePublishCheck;
  warnings: string[];
  name: string;
}

/** Save Scenario: a new name or an existing one, then the pre-publish report. */
export function SaveScenarioTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const files = useLibrary('files');
  const [name, setName] = useState(scenario.fileName);
  const { pending, run } = usePending();
  const [saved, setSaved] = useState<SavedReport | null>(null);
  const open = useMemo(() => {
    const events = toScenarioFile(scenario).scenario;
    return {
      check: prePublishCheck(events),
      warnings: validateScenarioForSave(scenario.fileName, events).warnings,
    };
  }, [scenario]);
  const exists = isSaved(files, name);

  async function save() {
    const outcome = await run(() => saveScenario(name));
    if (!outcome) return;
    const events = toScenarioFile(useScenarioEditor.getState().scenario).scenario;
    const check = outcome.check ?? prePublishCheck(events);
    setSaved({ check, warnings: outcome.warnings, name: name.trim() });
  }

  return (
    <div className="sc-tab-columns">
      <form
        className="panel sc-tab-panel"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h3 className="sc-tab-panel-title">Save under a name</h3>
        <SaveNameFields
          label="Scenario name"
          replaceLabel="Or replace a saved scenario"
          listing={files}
          name={name}
          onName={setName}
          placeholder="Select a scenario"
          empty="No scenarios saved yet"
        />
        <p className="field-hint">
          {exists
            ? `Saving replaces ${name.trim()}; the version it replaces stays under Previous Versions.`
            : 'Names cannot contain the character -.'}
        </p>
        <div className="form-actions">
          <BusyButton busy={pending}>Save Scenario</BusyButton>
        </div>
      </form>
      {saved ? (
        <PrePublishReport
          check={saved.check}
          warnings={saved.warnings}
          caption={`The check of ${saved.name} as just saved.`}
        />
      ) : (
        <PrePublishReport
          check={open.check}
          warnings={open.warnings}
          caption="The check of the open scenario; saving runs it again."
        />
      )}
    </div>
  );
}
