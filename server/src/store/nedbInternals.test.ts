import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { afterEach, describe, expect, it } from 'vitest';
import { installedVersion } from '../testing/installedVersion';
import {
  datafileOf,
  indexesOf,
  inQueue,
  nedbModel,
  replaceAppend,
  wrapCache,
  type CacheMethods,
} from './nedbInternals';
import type { Raw } from './rules';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function indexed(): Promise<Datastore<Raw>> {
  const db = new Datastore<Raw>({ inMemoryOnly: true });
  await db.ensureIndexAsync({ fieldName: 'n', unique: true });
  await db.insertAsync([
    { _id: 'a', n: 1, team: 'x' },
    { _id: 'b', n: 2, team: 'x' },
  ]);
  return db;
}

describe("the nedb internals the embedded store's tunings read", () => {
  it('are read from the pinned version (an upgrade is checked here first)', () => {
    expect(installedVersion('@seald-io/nedb')).toEqual({ installed: '4.1.2', pinned: '4.1.2' });
  });

  it('have each index by field list, with its tree, matching and update', async () => {
    const db = await indexed();
    const index = indexesOf(db).n!;
    expect(index).toMatchObject({ fieldName: 'n', unique: true });
    expect(index.getMatching(1)).toEqual([{ _id: 'a', n: 1, team: 'x' }]);
    const [a] = index.tree.search(1);
    const pair = { oldDoc: a!, newDoc: { ...a!, n: 3 } };
    index.update([pair]);
    expect(index.getMatching(3)).toHaveLength(1);
    index.revertUpdate([pair]);
    expect(index.getMatching(1)).toHaveLength(1);
    expect(Object.keys(indexesOf(db))).toEqual(['_id', 'n']);
  });

  it('run a task in the operation queue, after the operations before it', async () => {
    const db = await indexed();
    const inserted = db.insertAsync({ _id: 'c', n: 3 });
    expect(await inQueue(db, async () => indexesOf(db).n!.getMatching(3).length)).toBe(1);
    await inserted;
  });

  it('call the cache and index methods a tuning wraps, with the documents', async () => {
    const db = await indexed();
    const calls: string[] = [];
    wrapCache(db, (nedb): Partial<CacheMethods> => ({
      insertInCache: (doc) => {
        calls.push('insert');
        nedb.insertInCache(doc);
      },
      removeFromIndexes: (doc) => {
        calls.push(`remove ${String(doc._id)}`);
        nedb.removeFromIndexes(doc);
      },
      addToIndexes: (doc) => nedb.addToIndexes(doc),
      updateIndexes: (oldDoc, newDoc) => {
        calls.push('update');
        nedb.updateIndexes(oldDoc, newDoc);
      },
      rawCandidates: (query) => {
        calls.push('candidates');
        return nedb.rawCandidates(query);
      },
    }));
    await db.insertAsync({ _id: 'c', n: 3 });
    await db.updateAsync({ _id: 'c' }, { $set: { n: 4 } });
    await db.removeAsync({ _id: 'c' }, {});
    expect(calls).toEqual(['insert', 'candidates', 'update', 'candidates', 'remove c']);
    expect(await db.countAsync({ n: 4 })).toBe(0);
  });

  it('append an operation’s new documents through the append a tuning replaces', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-nedb-'));
    const filename = path.join(dir, 'players.db');
    const db = new Datastore<Raw>({ filename });
    await db.loadDatabaseAsync();
    expect(datafileOf(db)).toEqual({ filename, fileMode: expect.any(Number) });
    const appended: Raw[][] = [];
    replaceAppend(db, async (docs) => void appended.push(docs));
    await db.insertAsync({ _id: 'a', n: 1 });
    expect(appended).toEqual([[{ _id: 'a', n: 1 }]]);
  });

  it('serialise a document as one line and read a dotted field', () => {
    expect(nedbModel.serialize({ _id: 'a', at: new Date(0) })).toBe(
      '{"_id":"a","at":{"$$date":0}}',
    );
    expect(nedbModel.getDotValue({ a: { b: 2 } }, 'a.b')).toBe(2);
  });
});
