import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../index';
import { migration } from './0002-draft-translations';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-migration-2-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Doc {
  _id: string;
  translations?: Record<string, { title: string }>;
  draftTranslations?: Record<string, { title: string }>;
}

describe('migration 2: draft translations', () => {
  it("gives each translated scenario's draft its published translations, keeps newer drafts, and can run twice", async () => {
    const scenarios = store.collection<Doc>('scenarios');
    await scenarios.insertMany([
      { _id: 'old', translations: { fr: { title: 'Rançon' } } },
      {
        _id: 'newer',
        translations: { fr: { title: 'Publié' } },
        draftTranslations: { fr: { title: 'Brouillon' } },
      },
      { _id: 'plain' },
    ]);
    await migration.up(store);
    await migration.up(store);
    const docs = await scenarios.find({}, { sort: { _id: 1 } });
    expect(docs.map((doc) => [doc._id, doc.draftTranslations])).toEqual([
      ['newer', { fr: { title: 'Brouillon' } }],
      ['old', { fr: { title: 'Rançon' } }],
      ['plain', undefined],
    ]);
    expect(docs.find((doc) => doc._id === 'old')?.translations).toEqual({
      fr: { title: 'Rançon' },
    });
  });
});
