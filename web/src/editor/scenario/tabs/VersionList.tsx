import { useEffect, useState } from 'react';
import type { ScenarioVersion, VersionDirectory } from '@dojo/protocol';
import { errorMessage } from '../../../shared/api';
import { StatusBanner } from '../../../shared/ui';
import { listVersions } from '../scenarioActions';

const savedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatSavedAt(iso: string): string {
  return savedAt.format(new Date(iso));
}

export type Versions =
  | { state: 'loading' }
  | { state: 'ready'; items: ScenarioVersion[] }
  | { state: 'failed'; error: string };

/** A list read for one name: a stale one (another name) reads as loading. */
type ReadVersions = Exclude<Versions, { state: 'loading' }> & { key: string };

/** The saved versions of `name` (a scenario or section, current or removed), newest first. */
export function useVersions(name: string, directory: VersionDirectory, refresh = 0): Versions {
  const [read, setRead] = useState<ReadVersions | null>(null);
  const key = `${directory}/${name}/${refresh}`;
  useEffect(() => {
    if (!name) return;
    let current = true;
    listVersions(name, directory).then(
      (items) => current && setRead({ key, state: 'ready', items }),
      (error: unknown) => current && setRead({ key, state: 'failed', error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [name, directory, key]);
  return read?.key === key ? read : { state: 'loading' };
}

/** The versions table: each row's button loads (Previous Versions) or restores (Removed). */
export function VersionList(props: {
  versions: Versions;
  name: string;
  action: string;
  onPick(version: ScenarioVersion): void;
  busy?: boolean;
}) {
  const { versions, name, action } = props;
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
            <td>{formatSavedAt(version.savedAt)}</td>
            <td>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`${action} ${version.filename}`}
                disabled={props.busy}
                onClick={() => props.onPick(version)}
              >
                {action}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
