import type { ScenarioFile } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';

/**
 * One saved draft of a scenario (docs/editor-api.md, "Drafts and publishing"): the author's
 * working copy at one revision. A draft save inserts the next revision, so of two saves based
 * on the same revision exactly one inserts it (the other merges and tries the next), and the
 * revisions kept are the bases a later save merges from.
 */
export interface ScenarioDraftDoc {
  /** '<name>@<revision>'. */
  _id: string;
  name: string;
  revision: number;
  content: ScenarioFile;
  savedAt: string;
  savedBy: string;
}

/** How many draft revisions of one scenario are kept (the bases an author may still save from). */
export const DRAFT_REVISIONS_KEPT = 50;

/** The only place that touches the `scenarioDrafts` collection. */
export function scenarioDraftsRepo(store: Store) {
  const drafts = store.collection<ScenarioDraftDoc>('scenarioDrafts');
  return {
    async ensureIndexes() {
      await drafts.createIndex({ name: 1, revision: -1 });
    },
    latest(name: string) {
      return drafts.findOne({ name }, { sort: { revision: -1 } });
    },
    at(name: string, revision: number) {
      return drafts.findOne({ _id: `${name}@${revision}` });
    },
    /** Stores revision `revision`; false when it exists (another save took it first). */
    async insert(doc: Omit<ScenarioDraftDoc, '_id'>): Promise<boolean> {
      try {
        await drafts.insertOne({ ...doc, _id: `${doc.name}@${doc.revision}` });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
      const old = await drafts.find<{ _id: string }>(
        { name: doc.name },
        { sort: { revision: -1 }, skip: DRAFT_REVISIONS_KEPT, projection: { _id: 1 } },
      );
      if (old.length > 0) await drafts.deleteMany({ _id: { $in: old.map((d) => d._id) } });
      return true;
    },
    async names(): Promise<string[]> {
      const docs = await drafts.find<{ name: string }>({}, { projection: { name: 1 } });
      return [...new Set(docs.map((doc) => doc.name))];
    },
    async removeAll(name: string): Promise<number> {
      return (await drafts.deleteMany({ name })).deletedCount;
    },
  };
}
export type ScenarioDraftsRepo = ReturnType<typeof scenarioDraftsRepo>;
