import { ERROR, scenarioCalls, type RemovedItem, type VersionDirectory } from '@dojo/protocol';
import { callApi, errorMessage, isApiError } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { useRevisions } from '../concurrency/staleWrite';
import { listChanged } from '../lists';

/** The Removed view's calls (docs/editor-api.md, "Versions"). */

const token = () => useStaffSession.getState().editorToken ?? '';

export function listRemoved(directory: VersionDirectory): Promise<RemovedItem[]> {
  return callApi(scenarioCalls.removedItems, { directory, token: token() });
}

/** What a restore came to: done (the restored name), the name is taken, or another failure. */
export type RestoreOutcome =
  | { kind: 'restored'; name: string; message: string }
  | { kind: 'taken'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Creates the scenario or section again from a version (under `as` when given); never over
 * one that exists. The saved lists are re-read so Load shows it at once.
 */
export async function restoreRemoved(
  directory: VersionDirectory,
  filename: string,
  as?: string,
): Promise<RestoreOutcome> {
  try {
    const answer = await callApi(scenarioCalls.restoreVersion, {
      directory,
      filename,
      fileName: as,
      token: token(),
    });
    const kind = directory === 'scenarios' ? 'scenario' : 'section';
    useRevisions.getState().remember(kind, answer.name, answer.revision);
    void listChanged(directory === 'scenarios' ? 'files' : 'sections');
    return { kind: 'restored', name: answer.name, message: answer.data };
  } catch (error) {
    const taken = isApiError(error, ERROR.name_taken);
    return { kind: taken ? 'taken' : 'failed', message: errorMessage(error) };
  }
}
