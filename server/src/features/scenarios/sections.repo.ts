import type { ScenarioEvent } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';
import { saveAtRevision } from '../../revisions/revisions';

/** A saved section: a named list of events to reuse in other scenarios. */
export interface SectionDoc {
  _id: string;
  fileName: string;
  scenario: ScenarioEvent[];
  updatedAt: string;
  updatedBy: string;
  /** Counts the saves (docs/editor-api.md, "Concurrent edits"); absent means 0 (additive). */
  revision?: number;
}

/** The only place that touches the `sections` collection. */
export function sectionsRepo(store: Store) {
  const sections = store.collection<SectionDoc>('sections');
  return {
    async names(): Promise<string[]> {
      const docs = await sections.find<{ _id: string }>(
        {},
        { sort: { _id: 1 }, projection: { _id: 1 } },
      );
      return docs.map((doc) => doc._id);
    },
    findByFileName(fileName: string) {
      return sections.findOne({ _id: fileName });
    },
    /** Creates or replaces the section; with `base`, only at that revision (else null). */
    save(
      fileName: string,
      events: ScenarioEvent[],
      meta: { updatedAt: string; updatedBy: string },
      base?: number,
    ) {
      return saveAtRevision(sections, fileName, { fileName, scenario: events, ...meta }, base);
    },
    /** Creates the section only if no section has that name (null when one has). */
    async create(
      fileName: string,
      events: ScenarioEvent[],
      meta: { updatedAt: string; updatedBy: string },
    ) {
      const doc: SectionDoc = { _id: fileName, fileName, scenario: events, ...meta, revision: 1 };
      try {
        await sections.insertOne(doc);
        return doc;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return null;
        throw error;
      }
    },
    async remove(fileName: string) {
      return (await sections.deleteOne({ _id: fileName })).deletedCount === 1;
    },
  };
}
export type SectionsRepo = ReturnType<typeof sectionsRepo>;
