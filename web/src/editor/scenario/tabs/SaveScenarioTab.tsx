import { useMemo, useState } from 'react';
import {
  emptySectionWarnings,
  eventMediaFindings,
  toScenarioFile,
  validateScenarioForSave,
} from '@dojo/protocol';
import { prePublishCheck, scenarioReadiness } from '@dojo/scheduler';
import { BusyButton, usePending } from '../../../shared/ui';
import { useList } from '../../lists';
import { useMediaLibrary } from '../../media/mediaLibrary';
import { saveScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { usePublishLibrary } from '../publishLibrary';
import { PrePublishReport } from './PrePublishReport';
import { PublishPanel } from './PublishPanel';
import { SaveNameFields, isSaved } from './SaveNameFields';
import { useStoredScenario, useStoredTranslations } from './useStoredTranslations';

/**
 * Save Scenario: the author's draft under a new name or an existing one; Publish and named
 * versions; the one pre-publish check of the open scenario (docs/editor-api.md).
 */
export function SaveScenarioTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const files = useList('files');
  const media = useMediaLibrary();
  const library = usePublishLibrary();
  const mediaReady = media.state === 'ready';
  const mediaItems = media.items;
  const [name, setName] = useState(scenario.fileName);
  const { pending, run } = usePending();
  const stored = useStoredScenario(scenario.fileName, isSaved(files, scenario.fileName));
  const translated = useStoredTranslations(stored, scenario.title);
  const open = useMemo(() => {
    const events = toScenarioFile(scenario).scenario;
    const check = prePublishCheck(events);
    return {
      check,
      readiness: library ? scenarioReadiness(events, library, check, translated) : null,
      warnings: [
        ...emptySectionWarnings(scenario),
        ...validateScenarioForSave(scenario.fileName, events).warnings,
        // Media missing from the library (the server refuses to save them).
        ...(mediaReady ? eventMediaFindings(events, mediaItems) : []),
      ],
    };
  }, [scenario, library, mediaReady, mediaItems, translated]);
  const exists = isSaved(files, name);

  return (
    <div className="sc-tab-columns">
      <form
        className="panel sc-tab-panel"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => saveScenario(name, { stored: exists }));
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
            ? `Saving replaces the draft of ${name.trim()}; what players get changes only when you publish.`
            : 'Names cannot contain the character -.'}
        </p>
        <div className="form-actions">
          <BusyButton busy={pending}>Save Scenario</BusyButton>
        </div>
      </form>
      <PublishPanel readiness={open.readiness} published={stored?.published} />
      <PrePublishReport
        check={open.check}
        readiness={open.readiness}
        warnings={open.warnings}
        caption="The check of the open scenario: Publish runs the same on the server."
      />
    </div>
  );
}
