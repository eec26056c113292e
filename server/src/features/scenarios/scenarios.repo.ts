import type { ScenarioFile } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';
import { saveAtRevision } from '../../revisions/revisions';

/** A stored scenario: the editor's scenario file, keyed by its file name. */
export type ScenarioDoc = ScenarioFile & {
  _id: string;
  updatedAt: string;
  updatedBy?: string;
  /**
   * Counts the saves (docs/editor-api.md, "Concurrent edits"); absent means 0 (additive).
   * Since drafts: the draft revision this publication was made from.
   */
  revision?: number;
  /** The version this publication was kept as (absent: published before drafts). */
  publishedVersion?: string;
  publishedAt?: string;
  /** Counts translation saves (docs/translations.md); absent means 0 (additive). */
  translationsVersion?: number;
  /**
   * The draft's translations, what the Translations view saves (docs/translations.md);
   * `translations` are the published ones players get, replaced by these on Publish.
   * Migration 2 gave every scenario stored before it its published ones.
   */
  draftTranslations?: ScenarioFile['translations'];
};

/** Who published and when, and as which version. */
export interface PublishMeta {
  updatedAt: string;
  updatedBy: string;
  publishedVersion: string;
  publishedAt: string;
}

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
    /** Every scenario's file name and title (a blank title reads as the file name), by title. */
    async titles(): Promise<{ scenario: string; title: string }[]> {
      const docs = await scenarios.find<Pick<ScenarioDoc, '_id' | 'title'>>(
        {},
        { projection: { _id: 1, title: 1 } },
      );
      return docs
        .map((doc) => ({ scenario: doc._id, title: doc.title || doc._id }))
        .sort((a, b) => a.title.localeCompare(b.title));
    },
    /** Every scenario's events (what a sender rename or removal may leave without a sender). */
    async allEvents() {
      const docs = await scenarios.find<Pick<ScenarioDoc, '_id' | 'scenario'>>(
        {},
        { sort: { _id: 1 }, projection: { _id: 1, scenario: 1 } },
      );
      return docs.map((doc) => ({ fileName: doc._id, scenario: doc.scenario }));
    },
    findByFileName(fileName: string) {
      return scenarios.findOne({ _id: fileName });
    },
    insert(doc: ScenarioDoc) {
      return scenarios.insertOne(doc);
    },
    /** Creates or replaces the scenario; with `base`, only at that revision (else null). */
    save(file: ScenarioFile, meta: { updatedAt: string; updatedBy: string }, base?: number) {
      return saveAtRevision(scenarios, file.fileName, { ...file, ...meta }, base);
    },
    /**
     * Replaces the draft's translations while they are still at `version`, their own
     * counter (`translationsVersion`, absent is 0), else null: a stale write, nothing changed.
     * Never moves the scenario's revision, which drafts and publishing own
     * (docs/translations.md). Never creates a scenario.
     */
    saveTranslations(
      fileName: string,
      translations: NonNullable<ScenarioFile['translations']>,
      meta: { updatedAt: string; updatedBy: string },
      version: number,
    ) {
      const at =
        version === 0
          ? { $or: [{ translationsVersion: 0 }, { translationsVersion: { $exists: false } }] }
          : { translationsVersion: version };
      return scenarios.findOneAndUpdate(
        { _id: fileName, ...at },
        { $set: { draftTranslations: translations, ...meta }, $inc: { translationsVersion: 1 } },
        { returnDocument: 'after' },
      );
    },
    /**
     * An imported file's translations (and original language) replace the stored ones, the
     * draft's and the published (an import publishes at once).
     */
    carryTranslations(
      fileName: string,
      translations: NonNullable<ScenarioFile['translations']>,
      language: ScenarioFile['language'],
    ) {
      return scenarios.updateOne(
        { _id: fileName },
        {
          $set: {
            translations,
            draftTranslations: translations,
            ...(language === undefined ? {} : { language }),
          },
          $inc: { translationsVersion: 1 },
        },
      );
    },
    /**
     * Makes draft revision `revision` what players and the catalogue get. Never over a newer
     * publication: null when one is stored (a slower publish of an older draft lost). The
     * draft's translations given go live with it.
     */
    async publish(
      file: ScenarioFile,
      meta: PublishMeta,
      revision: number,
      translations?: ScenarioFile['translations'],
    ) {
      const filter = {
        _id: file.fileName,
        $or: [{ revision: { $lte: revision } }, { revision: { $exists: false } }],
      } as never;
      const live = translations === undefined ? {} : { translations };
      const set = { $set: { ...file, ...meta, revision, ...live } };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const updated = await scenarios.findOneAndUpdate(filter, set, { returnDocument: 'after' });
        if (updated) return updated;
        if (await scenarios.findOne({ _id: file.fileName })) return null;
        const doc: ScenarioDoc = { ...file, ...meta, revision, _id: file.fileName };
        try {
          await scenarios.insertOne(doc);
          return doc;
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
      return null;
    },
    /** Creates the scenario only if no scenario has that name (null when one has). */
    async create(file: ScenarioFile, meta: { updatedAt: string; updatedBy: string }) {
      const doc: ScenarioDoc = { ...file, ...meta, _id: file.fileName, revision: 1 };
      try {
        await scenarios.insertOne(doc);
        return doc;
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
