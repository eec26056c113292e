import {
  REMOVED_LISTED,
  VERSIONS_KEPT,
  type RemovedItem,
  type ScenarioEvent,
  type ScenarioFile,
  type ScenarioVersion,
  type VersionDirectory,
} from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';

/** What a version holds: a whole scenario file, or a section's name and events. */
export type VersionContent = ScenarioFile | { fileName: string; scenario: ScenarioEvent[] };

/**
 * One saved version. `filename` is '<name>-v<seq>': a scenario or section name never holds
 * '-', so a version's filename never collides with a current one.
 */
export interface VersionDoc {
  /** '<directory>/<filename>': unique across scenarios and sections. */
  _id: string;
  directory: VersionDirectory;
  name: string;
  seq: number;
  filename: string;
  savedAt: string;
  savedBy: string;
  content: VersionContent;
  /** A publication or a named version (absent: kept by a save before drafts existed). */
  kind?: 'published' | 'named';
  /** A named version's name. */
  label?: string;
}

/** Who kept a version and why. */
export interface VersionMeta {
  savedAt: string;
  savedBy: string;
  kind?: 'published' | 'named';
  label?: string;
}

/** How many versions of one scenario or section are kept; older ones are pruned on save. */
export { VERSIONS_KEPT };
const ATTEMPTS = 5;

/** The only place that touches the `versions` collection. */
export function versionsRepo(store: Store) {
  const versions = store.collection<VersionDoc>('versions');

  async function prune(directory: VersionDirectory, name: string) {
    const old = await versions.find<{ _id: string }>(
      { directory, name },
      { sort: { seq: -1 }, skip: VERSIONS_KEPT, projection: { _id: 1 } },
    );
    if (old.length > 0) await versions.deleteMany({ _id: { $in: old.map((doc) => doc._id) } });
  }

  return {
    async ensureIndexes() {
      await versions.createIndex({ directory: 1, name: 1, seq: -1 });
    },

    /** Keeps a new version; two saves at the same moment get different numbers. */
    async add(
      directory: VersionDirectory,
      name: string,
      content: VersionContent,
      meta: VersionMeta,
    ): Promise<string> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const latest = await versions.findOne({ directory, name }, { sort: { seq: -1 } });
        const seq = (latest?.seq ?? 0) + 1;
        const filename = `${name}-v${seq}`;
        try {
          await versions.insertOne({
            _id: `${directory}/${filename}`,
            directory,
            name,
            seq,
            filename,
            content,
            ...meta,
          });
        } catch (error) {
          if (error instanceof DuplicateKeyError) continue;
          throw error;
        }
        await prune(directory, name);
        return filename;
      }
      throw new Error(`Could not number a new version of ${directory}/${name}`);
    },

    /** Newest first. */
    async list(directory: VersionDirectory, name: string): Promise<ScenarioVersion[]> {
      type Listed = Pick<VersionDoc, 'filename' | 'savedAt' | 'savedBy' | 'kind' | 'label'>;
      const docs = await versions.find<Listed>(
        { directory, name },
        {
          sort: { seq: -1 },
          projection: { filename: 1, savedAt: 1, savedBy: 1, kind: 1, label: 1 },
        },
      );
      return docs.map(({ filename, savedAt, savedBy, kind, label }) => ({
        filename,
        savedAt,
        ...(savedBy ? { savedBy } : {}),
        ...(kind ? { kind } : {}),
        ...(label ? { label } : {}),
      }));
    },

    /**
     * The names with versions that are not among `current` (removed ones), the most recently
     * saved first, with their newest version and how many are kept.
     */
    async removed(
      directory: VersionDirectory,
      current: ReadonlySet<string>,
    ): Promise<RemovedItem[]> {
      const docs = await versions.find<Pick<VersionDoc, 'name' | 'filename' | 'savedAt'>>(
        { directory },
        { sort: { seq: -1 }, projection: { name: 1, filename: 1, savedAt: 1 } },
      );
      const byName = new Map<string, RemovedItem>();
      for (const doc of docs) {
        if (current.has(doc.name)) continue;
        const seen = byName.get(doc.name);
        if (seen) seen.versions += 1;
        else
          byName.set(doc.name, {
            name: doc.name,
            versions: 1,
            latest: doc.filename,
            lastSavedAt: doc.savedAt,
          });
      }
      return [...byName.values()]
        .sort((a, b) => b.lastSavedAt.localeCompare(a.lastSavedAt) || a.name.localeCompare(b.name))
        .slice(0, REMOVED_LISTED);
    },

    find(directory: VersionDirectory, filename: string) {
      return versions.findOne({ _id: `${directory}/${filename}` });
    },
  };
}
export type VersionsRepo = ReturnType<typeof versionsRepo>;
