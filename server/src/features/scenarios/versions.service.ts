import {
  VERSION_MESSAGES,
  versionOf,
  type RemovedItem,
  type ResponseOf,
  type VersionDirectory,
  type scenarioCalls,
} from '@dojo/protocol';
import { notFound } from '../../errors';
import type { ScenariosService } from './scenarios.service';
import type { SectionsService } from './sections.service';
import type { VersionsRepo } from './versions.repo';

/** What a restore answers: the saved line, the restored name and its new revision. */
export type Restored = ResponseOf<typeof scenarioCalls.restoreVersion>;

/**
 * Versions of removed scenarios and sections (docs/editor-api.md, "Versions"): list them and
 * create the scenario or section again from one. A restore only ever creates: a name in use
 * (now, or by a restore that won the race) answers 409 and nothing changes.
 */
export function versionsService(deps: {
  scenarios: ScenariosService;
  sections: SectionsService;
  versions: VersionsRepo;
}) {
  const { scenarios, sections, versions } = deps;

  return {
    async removed(directory: VersionDirectory): Promise<RemovedItem[]> {
      const current = directory === 'scenarios' ? scenarios.names() : sections.names();
      return versions.removed(directory, new Set(await current));
    },

    /**
     * A scenario comes back hidden (it left the catalogue when it was removed; publishing it
     * again is a decision, with its check), saved like any save: normalised and versioned.
     */
    async restore(
      directory: VersionDirectory,
      filename: string,
      as: string | undefined,
      by: string,
    ): Promise<Restored> {
      const from = filename.trim();
      const name = as?.trim() || versionOf(from);
      const message = (version: string) =>
        VERSION_MESSAGES.restored(directory, name, from, version);
      if (directory === 'scenarios') {
        const file = await scenarios.version(from);
        if (!file) throw notFound(VERSION_MESSAGES.noSuchVersion(from));
        const restored = { ...file, fileName: name, visible: false };
        const change = { restoredFrom: from };
        const saved = await scenarios.save(restored, by, { createOnly: true, message, change });
        const { type, data, revision, updatedBy, updatedAt } = saved;
        return { type, data, name, revision, updatedBy, updatedAt };
      }
      const events = await sections.version(from);
      if (!events) throw notFound(VERSION_MESSAGES.noSuchVersion(from));
      const saved = await sections.save(name, events, by, 'create', message);
      return { type: 'success', name, ...saved };
    },
  };
}
export type VersionsService = ReturnType<typeof versionsService>;
