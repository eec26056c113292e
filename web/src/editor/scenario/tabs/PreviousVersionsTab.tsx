import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  VERSION_MESSAGES,
  versionOf,
  type ScenarioVersion,
  type VersionDirectory,
} from '@dojo/protocol';
import { ConfirmDialog, StatusBanner } from '../../../shared/ui';
import { usePreviousVersionsShown } from '../editorFeatures';
import { useList } from '../../lists';
import { loadSection, restoreScenarioVersion } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { RemovedVersions } from './RemovedVersions';
import { SavedList } from './SavedList';
import { useVersions, VersionList } from './VersionList';

type Showing = VersionDirectory | 'removed';
const SHOWING: Record<Showing, string> = {
  scenarios: 'The open scenario',
  sections: 'A saved section',
  removed: 'Removed scenarios and sections',
};

/**
 * Previous Versions: every save of the open scenario, or of a saved section, to load back;
 * and removed scenarios and sections, to restore (docs/scenario-editor.md).
 */
export function PreviousVersionsTab() {
  const shown = usePreviousVersionsShown();
  if (shown === null) return <p className="status status-info">Loading…</p>;
  if (!shown) return <StatusBanner kind="warning">{VERSION_MESSAGES.notAvailable}</StatusBanner>;
  return <PreviousVersions />;
}

function PreviousVersions() {
  const fileName = useScenarioEditor((state) => state.scenario.fileName);
  const active = useScenarioEditor((state) => state.activeSection);
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const sections = useList('sections');
  const navigate = useNavigate();
  const [showing, setShowing] = useState<Showing>('scenarios');
  const [section, setSection] = useState(active);
  const [confirm, setConfirm] = useState<ScenarioVersion | null>(null);
  const directory: VersionDirectory = showing === 'sections' ? 'sections' : 'scenarios';
  const name = showing === 'removed' ? '' : directory === 'scenarios' ? fileName : section;
  const versions = useVersions(name, directory);

  async function restore(version: ScenarioVersion) {
    setConfirm(null);
    const done =
      directory === 'scenarios'
        ? await restoreScenarioVersion(version)
        : await loadSection(version.filename, versionOf(version.filename));
    if (done) void navigate(SCENARIO_BASE);
  }

  return (
    <div className="panel sc-tab-panel">
      <fieldset className="sc-segmented">
        <legend className="field-label">Versions of</legend>
        {(Object.keys(SHOWING) as Showing[]).map((value) => (
          <label key={value} className="sc-segmented-option">
            <input
              type="radio"
              name="version-directory"
              value={value}
              checked={showing === value}
              onChange={() => setShowing(value)}
            />
            {SHOWING[value]}
          </label>
        ))}
      </fieldset>
      {showing === 'removed' && <RemovedVersions />}
      {showing === 'sections' && (
        <SavedList
          label="Section"
          listing={sections}
          value={sections.items.includes(section) ? section : ''}
          onChange={setSection}
          placeholder="Select a section"
          empty="No sections saved yet"
        />
      )}
      {showing === 'removed' ? null : !name ? (
        <div className="empty-state">
          <p className="empty-state-title">
            {directory === 'scenarios'
              ? 'This scenario has not been saved yet.'
              : 'Choose a section.'}
          </p>
          {directory === 'scenarios' && (
            <p>Every save keeps a version here; load one or save this one first.</p>
          )}
        </div>
      ) : (
        <VersionList
          versions={versions}
          name={name}
          action="Load"
          onPick={(version) =>
            directory === 'scenarios' && unsaved ? setConfirm(version) : void restore(version)
          }
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title="Load an older version?"
        message="The open scenario has unsaved changes. Loading a version replaces it and they are lost."
        confirmLabel="Discard and load"
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void restore(confirm)}
      />
    </div>
  );
}
