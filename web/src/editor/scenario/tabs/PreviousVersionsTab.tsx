import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ScenarioVersion, VersionDirectory } from '@dojo/protocol';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog, StatusBanner } from '../../../shared/ui';
import { useLibrary } from '../libraryStore';
import { listVersions, loadSection, restoreScenarioVersion } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';
import { SavedList } from './SavedList';

const savedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The saved name a version belongs to: 'ransomware-v3' is a version of 'ransomware'. */
export function versionOf(filename: string): string {
  return filename.replace(/-v\d+$/, '');
}

type Versions =
  | { state: 'loading' }
  | { state: 'ready'; items: ScenarioVersion[] }
  | { state: 'failed'; error: string };

/** A list read for one name: a stale one (another name) reads as loading. */
type ReadVersions = Exclude<Versions, { state: 'loading' }> & { key: string };

/** Previous Versions: every save of the open scenario, or of a saved section, to load back. */
export function PreviousVersionsTab() {
  const fileName = useScenarioEditor((state) => state.scenario.fileName);
  const active = useScenarioEditor((state) => state.activeSection);
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const sections = useLibrary('sections');
  const navigate = useNavigate();
  const [directory, setDirectory] = useState<VersionDirectory>('scenarios');
  const [section, setSection] = useState(active);
  const [read, setRead] = useState<ReadVersions | null>(null);
  const [confirm, setConfirm] = useState<ScenarioVersion | null>(null);
  const name = directory === 'scenarios' ? fileName : section;
  const key = `${directory}/${name}`;
  const versions: Versions = read?.key === key ? read : { state: 'loading' };

  useEffect(() => {
    if (!name) return;
    let current = true;
    const key = `${directory}/${name}`;
    listVersions(name, directory).then(
      (items) => current && setRead({ key, state: 'ready', items }),
      (error: unknown) => current && setRead({ key, state: 'failed', error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [name, directory]);

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
        {(['scenarios', 'sections'] as const).map((value) => (
          <label key={value} className="sc-segmented-option">
            <input
              type="radio"
              name="version-directory"
              value={value}
              checked={directory === value}
              onChange={() => setDirectory(value)}
            />
            {value === 'scenarios' ? 'The open scenario' : 'A saved section'}
          </label>
        ))}
      </fieldset>
      {directory === 'sections' && (
        <SavedList
          label="Section"
          listing={sections}
          value={sections.items.includes(section) ? section : ''}
          onChange={setSection}
          placeholder="Select a section"
          empty="No sections saved yet"
        />
      )}
      {!name ? (
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
          onLoad={(version) =>
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

function VersionList(props: {
  versions: Versions;
  name: string;
  onLoad(version: ScenarioVersion): void;
}) {
  const { versions, name } = props;
  if (versions.state === 'failed') {
    return <StatusBanner kind="failed">{versions.error}</StatusBanner>;
  }
  if (versions.state !== 'ready') return <p className="status status-info">Loading versions…</p>;
  if (versions.items.length === 0) {
    return <p className="field-hint">{name} has no saved versions yet.</p>;
  }
  return (
    <table className="sc-data-table">
      <caption className="visually-hidden">Saved versions of {name}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Saved</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.items.map((version, index) => (
          <tr key={version.filename}>
            <td>
              {version.filename}
              {index === 0 && <span className="sc-badge sc-badge-success">Latest</span>}
            </td>
            <td>{savedAt.format(new Date(version.savedAt))}</td>
            <td>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Load ${version.filename}`}
                onClick={() => props.onLoad(version)}
              >
                Load
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
