import { useQuery } from '@tanstack/react-query';
import type { ScenarioVersion, VersionDirectory } from '@dojo/protocol';
import { errorMessage } from '../../../shared/api';
import { queryKeys } from '../../../shared/query';
import { useEditorToken } from '../../../shared/session';
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

/**
 * The saved versions of `name` (a scenario or section, current or removed), newest first: read
 * each time a list shows them and kept only while shown (`gcTime: 0`), so a list never starts
 * from versions read before the last save.
 */
export function useVersions(name: string, directory: VersionDirectory): Versions {
  const token = useEditorToken();
  const query = useQuery({
    queryKey: queryKeys.editor.versions(directory, name, token),
    queryFn: () => listVersions(name, directory),
    enabled: Boolean(name),
    gcTime: 0,
  });
  if (query.data) return { state: 'ready', items: query.data };
  if (query.isError) return { state: 'failed', error: errorMessage(query.error) };
  return { state: 'loading' };
}

/**
 * What a version is (docs/scenario-editor.md, "Previous Versions"): the publication players
 * get now, an earlier publication, or a named version with its label.
 */
function VersionKind({ version }: { version: ScenarioVersion }) {
  if (version.live) {
    return <span className="sc-badge sc-badge-success">Published: players get this version</span>;
  }
  if (version.kind === 'published') return <>Published earlier</>;
  if (version.kind === 'named') {
    return (
      <>
        Named: <strong>{version.label}</strong>
      </>
    );
  }
  return <>Saved</>;
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
          <th scope="col">What it is</th>
          <th scope="col">Saved</th>
          <th scope="col">By</th>
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
            <td>
              <VersionKind version={version} />
            </td>
            <td>{formatSavedAt(version.savedAt)}</td>
            <td>{version.savedBy ?? <span className="field-hint">not recorded</span>}</td>
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
