import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../index';
import { migration } from './0001-credit-log-reasons';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-migration-1-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 1: credit log reasons', () => {
  it('names every entry stored before reasons an admin change, keeps the others, and can run twice', async () => {
    const log = store.collection<{ _id: string; reason?: string }>('creditChanges');
    await log.insertMany([{ _id: 'old' }, { _id: 'order', reason: 'order' }]);
    await migration.up(store);
    await migration.up(store);
    const reasons = (await log.find({}, { sort: { _id: 1 } })).map((doc) => [doc._id, doc.reason]);
    expect(reasons).toEqual([
      ['old', 'admin'],
      ['order', 'order'],
    ]);
  });
});
