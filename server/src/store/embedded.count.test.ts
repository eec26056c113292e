import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore, type Store } from './index';
import { nedbModel } from './nedbInternals';

let dir: string;
let store: Store;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-count-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const model = nedbModel as unknown as { match(doc: unknown, query: unknown): boolean };

describe('the embedded engine counting on an index', () => {
  const docs = [
    { _id: '1', group: 'a', done: null, n: 1 },
    { _id: '2', group: 'a', n: 2 },
    { _id: '3', group: 'a', done: 'yes', n: 1 },
    { _id: '4', group: 'b', done: null, n: 1 },
    { _id: '5', group: 'a', done: false, n: 1 },
  ];

  it('counts what a read finds, null standing for null or missing', async () => {
    const things = store.collection<Record<string, unknown> & { _id: string }>('things');
    await things.createIndex({ group: 1 });
    await things.insertMany(docs);
    const filters = [
      { group: 'a' },
      { group: 'a', done: null },
      { group: 'a', done: 'yes' },
      { group: 'a', done: false },
      { group: 'a', done: null, n: 1 },
      { group: 'c', done: null },
    ];
    for (const filter of filters) {
      expect(await things.countDocuments(filter), JSON.stringify(filter)).toBe(
        (await things.find(filter)).length,
      );
    }
  });

  it('leaves a document holding an array in a compared field to nedb', async () => {
    const things = store.collection<Record<string, unknown> & { _id: string }>('things');
    await things.createIndex({ group: 1 });
    await things.insertMany([...docs, { _id: '6', group: 'a', done: ['yes'] }]);
    const filter = { group: 'a', done: 'yes' };
    expect(await things.countDocuments(filter)).toBe((await things.find(filter)).length);
  });

  it("reads the index's entry without nedb's matcher", async () => {
    const things = store.collection<Record<string, unknown> & { _id: string }>('things');
    await things.createIndex({ group: 1 });
    await things.insertMany(docs);
    const match = vi.spyOn(model, 'match');
    expect(await things.countDocuments({ group: 'a', done: null })).toBe(2);
    expect(match).not.toHaveBeenCalled();
  });

  it('counts from a compound index, null standing for null or missing there too', async () => {
    const things = store.collection<Record<string, unknown> & { _id: string }>('things');
    await things.createIndex({ group: 1, done: 1 });
    await things.insertMany([...docs, { _id: '6', group: 'a', done: null, n: 2 }]);
    const filters = [
      { group: 'a', done: null },
      { group: 'a', done: 'yes' },
      { group: 'a', done: false },
      { group: 'a', done: null, n: 2 },
      { group: 'b', done: null },
      { group: 'c', done: null },
    ];
    for (const filter of filters) {
      expect(await things.countDocuments(filter), JSON.stringify(filter)).toBe(
        (await things.find(filter)).length,
      );
    }
    // And it stays right as documents move between the index's keys.
    await things.updateOne({ _id: '1' }, { $set: { done: 'yes' } });
    await things.updateOne({ _id: '6' }, { $set: { n: 3 } });
    await things.updateOne({ _id: '3' }, { $unset: { done: '' } });
    for (const filter of filters) {
      expect(await things.countDocuments(filter), JSON.stringify(filter)).toBe(
        (await things.find(filter)).length,
      );
    }
  });
});
