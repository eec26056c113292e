import { z } from 'zod';
import { call } from '../core/call';
import { RevisionStamp } from '../core/revision';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import { NameText } from '../core/bounds';
import { ScenarioFileName, VersionDirectory } from './entities';
import { EditorFeatures, REMOVED_LISTED, RemovedItem, VERSION_MESSAGES } from './versions';

/**
 * Ours (additive): versions of removed scenarios and sections, and what the editor shows
 * (docs/editor-api.md, "Versions"). Only calls are exported here: the module is part of
 * scenarioCalls. Same guard as previousVersions.
 */

export const removedItems = call(
  'POST',
  '/api/removedItems',
  z.object({ token: Token, directory: VersionDirectory }),
  z.array(RemovedItem).max(REMOVED_LISTED),
  { note: 'Ours: removed scenarios or sections that still have versions, newest first.' },
);

export const restoreVersion = call(
  'POST',
  '/api/restoreVersion',
  z.object({
    token: Token,
    directory: VersionDirectory,
    filename: requiredText(VERSION_MESSAGES.selectVersion, 100),
    /** Restore under this name instead of the version's own (when that one is taken). */
    fileName: ScenarioFileName.optional(),
  }),
  Status.extend({ name: NameText, ...RevisionStamp }),
  {
    note: 'Ours: creates the scenario or section again from a version; 409 when the name exists (nothing is overwritten).',
  },
);

export const editorFeatures = call('POST', '/api/editorFeatures', TokenBody, EditorFeatures, {
  note: 'Ours: whether Previous Versions is shown to the signed-in editor.',
});
