import type { ScenarioFile } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';
import { atRevision, nextRevision } from '../../revisions/revisions';

/** A stored scenario: the editor's scenario file, keyed by its file name. */
export type ScenarioDoc = ScenarioFile & {
  _id: string;
  updatedAt: string;
  updatedBy?: string;
  /** Counts the saves (docs/editor-api.md, "Concurrent edits"); absent means 0 (additive). */
  revision?: number;
};

/** The only place that touches the `scenarios` collection (the editor's and the catalogue's). */
export function scenariosRepo(store: Store) {
  const scenarios = store.collection<ScenarioDoc>('scenarios');
  return {
    listVisible() {
      return scenarios.find({ visible: true }, { sort: { title: 1 } });
    },
    async names(): Promise<string[]> {
      const docs = await scenarios.find<{ _id: string }>(
        {},
        { sort: { _id: 1 }, projection: { _id: 1 } },
      );
      return docs.map((doc) => doc._id);
    },
    findByFileName(fileName: string) {
      return scenarios.findOne({ _id: fileName });
    },
    insert(doc: ScenarioDoc) {
      return scenarios.insertOne(doc);
    },
    /**
     * Creates the scenario or replaces every field of the one with the same file name, and
     * answers it as stored. With `base`, only while it is still at that revision (0: only a
     * new one), atomically; null when it is not (a stale write: nothing changed).
     */
    async save(
      file: ScenarioFile,
      meta: { updatedAt: string; updatedBy: string },
      base?: number,
    ): Promise<ScenarioDoc | null> {
      const update = { $set: { ...file, ...meta }, ...nextRevision };
      if (base === undefined) {
        return scenarios.findOneAndUpdate({ _id: file.fileName }, update, {
          upsert: true,
          returnDocument: 'after',
        });
      }
      const filter = { _id: file.fileName, ...atRevision(base) };
      const saved = await scenarios.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      if (saved || base !== 0) return saved;
      const created: ScenarioDoc = { _id: file.fileName, ...file, ...meta, revision: 1 };
      try {
        await scenarios.insertOne(created);
        return created;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return null;
        throw error;
      }
    },
    async remove(fileName: string) {
      return (await scenarios.deleteOne({ _id: fileName })).deletedCount === 1;
    },
  };
}
export type ScenariosRepo = ReturnType<typeof scenariosRepo>;
