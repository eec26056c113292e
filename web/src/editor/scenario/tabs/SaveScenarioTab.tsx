import { useMemo, useState } from 'react';
import {
  emptySectionWarnings,
  eventMediaFindings,
  toScenarioFile,
  validateScenarioForSave,
  type Publication,
} from '@dojo/protocol';
import { prePublishCheck, type PrePublishCheck } from '@dojo/scheduler';
import { BusyButton, usePending } from '../../../shared/ui';
import { useLibrary } from '../libraryStore';
import { useMediaLibrary } from '../../media/mediaStore';
import { saveScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { PrePublishReport } from './PrePublishReport';
import { PublicationReport } from './PublicationReport';
import { SaveNameFields, isSaved } from './SaveNameFields';

interface SavedReport {
  check: PrePublishCheck;
  warnings: string[];
  name: string;
  publication: Publication | undefined;
}

/** Save Scenario: a new name or an existing one, then the pre-publish report. */
export function SaveScenarioTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const files = useLibrary('files');
  const media = useMediaLibrary();
  const mediaReady = media.state === 'ready';
  const mediaItems = media.items;
  const [name, setName] = useState(scenario.fileName);
  const { pending, run } = usePending();
  const [saved, setSaved] = useState<SavedReport | null>(null);
  const open = useMemo(() => {
    const events = toScenarioFile(scenario).scenario;
    return {
      check: prePublishCheck(events),
      warnings: [
        ...emptySectionWarnings(scenario),
        ...validateScenarioForSave(scenario.fileName, events).warnings,
        // Media missing from the library (the server refuses to save them).
        ...(mediaReady ? eventMediaFindings(events, mediaItems) : []),
      ],
    };
  }, [scenario, mediaReady, mediaItems]);
  const exists = isSaved(files, name);

  async function save(publishAnyway = false) {
    const outcome = await run(() => saveScenario(name, { stored: exists, publishAnyway }));
    if (!outcome) return;
    const events = toScenarioFile(useScenarioEditor.getState().scenario).scenario;
    const check = outcome.check ?? prePublishCheck(events);
    const { publication } = outcome;
    const warnings = [...emptySectionWarnings(scenario), ...outcome.warnings];
    setSaved({ check, warnings, name: name.trim(), publication });
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
      {saved?.publication && scenario.visible && (
        <PublicationReport
          publication={saved.publication}
          name={saved.name}
          busy={pending}
          onPublishAnyway={() => void save(true)}
        />
      )}
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
