import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ScenarioFileName,
  messagesFor,
  type RemovedItem,
  type ScenarioVersion,
  type VersionDirectory,
} from '@dojo/protocol';
import { errorMessage } from '../../../shared/api';
import { queryKeys } from '../../../shared/query';
import { useEditorToken } from '../../../shared/session';
import { StatusBanner, TextField } from '../../../shared/ui';
import { listRemoved, restoreRemoved, type RestoreOutcome } from '../removedActions';
import { RestoreResult } from './RestoreResult';
import './versions.css';
import { formatSavedAt, useVersions, VersionList } from './VersionList';

type Removed =
  | { state: 'loading' }
  | { state: 'ready'; items: RemovedItem[] }
  | { state: 'failed'; error: string };

const KINDS: Record<VersionDirectory, string> = { scenarios: 'Scenarios', sections: 'Sections' };

/**
 * Removed scenarios and sections that still have versions: pick one, see its versions and
 * restore one. A restore only creates; a taken name asks for another (docs/scenario-editor.md).
 */
export function RemovedVersions() {
  const [directory, setDirectory] = useState<VersionDirectory>('scenarios');
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  const token = useEditorToken();
  const queryClient = useQueryClient();
  const key = queryKeys.editor.removed(directory, token);
  // Read each time the view shows a kind, kept only while shown (as the versions are).
  const query = useQuery({ queryKey: key, queryFn: () => listRemoved(directory), gcTime: 0 });
  const removed: Removed = query.data
    ? { state: 'ready', items: query.data }
    : query.isError
      ? { state: 'failed', error: errorMessage(query.error) }
      : { state: 'loading' };

  function choose(next: VersionDirectory) {
    setDirectory(next);
    setChosen('');
    setOutcome(null);
  }

  function restored(result: RestoreOutcome) {
    setOutcome(result);
    if (result.kind !== 'restored') return;
    // Restored under its own name, it is no longer removed: out of the list at once.
    if (result.name === chosen)
      queryClient.setQueryData<RemovedItem[]>(key, (items) =>
        items?.filter((item) => item.name !== chosen),
      );
    setChosen('');
    void queryClient.invalidateQueries({ queryKey: key });
  }

  return (
    <div className="sc-removed">
      <fieldset className="sc-segmented">
        <legend className="field-label">Removed</legend>
        {(Object.keys(KINDS) as VersionDirectory[]).map((value) => (
          <label key={value} className="sc-segmented-option">
            <input
              type="radio"
              name="removed-directory"
              value={value}
              checked={directory === value}
              onChange={() => choose(value)}
            />
            {KINDS[value]}
          </label>
        ))}
      </fieldset>
      {outcome && <RestoreResult outcome={outcome} directory={directory} />}
      <RemovedList
        removed={removed}
        directory={directory}
        chosen={chosen}
        onChoose={(name) => {
          setChosen(name === chosen ? '' : name);
          setOutcome(null);
        }}
      />
      {chosen && <RestoreVersions directory={directory} name={chosen} onDone={restored} />}
    </div>
  );
}

function RemovedList(props: {
  removed: Removed;
  directory: VersionDirectory;
  chosen: string;
  onChoose(name: string): void;
}) {
  const { removed, directory } = props;
  const kind = directory === 'scenarios' ? 'scenarios' : 'sections';
  if (removed.state === 'failed') return <StatusBanner kind="failed">{removed.error}</StatusBanner>;
  if (removed.state === 'loading')
    return <p className="status status-info">Loading removed {kind}…</p>;
  if (removed.items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state-title">No removed {kind} with saved versions.</p>
        <p>When a saved {kind.slice(0, -1)} is removed, its versions stay and it is listed here.</p>
      </div>
    );
  }
  return (
    <table className="sc-data-table">
      <caption className="visually-hidden">Removed {kind}, most recently saved first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Versions</th>
          <th scope="col">Last saved</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {removed.items.map((item) => (
          <tr key={item.name}>
            <td>{item.name}</td>
            <td>{item.versions}</td>
            <td>{formatSavedAt(item.lastSavedAt)}</td>
            <td>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-expanded={props.chosen === item.name}
                aria-label={`Versions of ${item.name}`}
                onClick={() => props.onChoose(item.name)}
              >
                {props.chosen === item.name ? 'Hide versions' : 'Show versions'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chosen item's versions; Restore creates it again, or under another name when taken. */
function RestoreVersions(props: {
  directory: VersionDirectory;
  name: string;
  onDone(outcome: RestoreOutcome): void;
}) {
  const { directory, name } = props;
  const versions = useVersions(name, directory);
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<{ version: ScenarioVersion; message: string } | null>(null);
  const [copyName, setCopyName] = useState('');
  const [copyError, setCopyError] = useState('');

  async function restore(version: ScenarioVersion, as?: string) {
    setBusy(true);
    const outcome = await restoreRemoved(directory, version.filename, as);
    setBusy(false);
    if (outcome.kind === 'taken') return setTaken({ version, message: outcome.message });
    setTaken(null);
    props.onDone(outcome);
  }

  function restoreAs() {
    const [problem] = messagesFor(ScenarioFileName, copyName.trim());
    setCopyError(problem ?? '');
    if (!problem && taken) void restore(taken.version, copyName.trim());
  }

  return (
    <section className="sc-removed-versions" aria-labelledby="removed-versions-title">
      <h3 id="removed-versions-title" className="sc-subheading">
        Versions of {name}
      </h3>
      <VersionList
        versions={versions}
        name={name}
        action="Restore"
        busy={busy}
        onPick={(v) => void restore(v)}
      />
      {taken && (
        <form
          className="sc-restore-as"
          onSubmit={(event) => {
            event.preventDefault();
            restoreAs();
          }}
        >
          <StatusBanner kind="failed">{taken.message}</StatusBanner>
          <TextField
            label={`Restore ${taken.version.filename} as`}
            value={copyName}
            error={copyError || undefined}
            onChange={(event) => setCopyName(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Restore under this name
          </button>
        </form>
      )}
    </section>
  );
}
