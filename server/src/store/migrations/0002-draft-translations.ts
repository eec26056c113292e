import type { Migration } from './migration';

interface TranslatedScenario {
  _id: string;
  translations?: Record<string, unknown>;
  draftTranslations?: Record<string, unknown>;
}

/**
 * Translations became part of the draft (docs/translations.md): the Translations view saves
 * `draftTranslations` and Publish makes them the published `translations`. A scenario stored
 * before had one set, live at once; its draft starts with them, so nothing changes for players
 * and the author's next Publish keeps them. Idempotent: a scenario with draft translations is
 * left as it is.
 */
export const migration: Migration = {
  id: 2,
  name: 'draft-translations',
  async up(store) {
    const scenarios = store.collection<TranslatedScenario>('scenarios');
    const before = await scenarios.find({
      translations: { $exists: true },
      draftTranslations: { $exists: false },
    });
    for (const scenario of before) {
      await scenarios.updateOne(
        { _id: scenario._id, draftTranslations: { $exists: false } },
        { $set: { draftTranslations: scenario.translations } },
      );
    }
  },
};
