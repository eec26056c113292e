import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUnwritable } from '../testing/unwritableData';
import { openStore, StoreWriteError, type Store } from './index';

interface Player {
  _id: string;
  n: number;
}

let dataDir: string;
let store: Store;
afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function opened(): Promise<Store> {
  store = await openStore({ dataDir });
  return store;
}

describe('the embedded store when its datafiles cannot be written', () => {
  it('applies nothing of a refused write, now or after a restart, and says it cannot write', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-durable-'));
    const players = (await opened()).collection<Player>('players');
    await players.createIndex({ n: 1 }, { unique: true });
    await players.insertOne({ _id: 'a', n: 1 });
    await players.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    expect(store.health().writable).toBe(true);

    const restore = makeUnwritable(dataDir);
    const update = players.updateOne({ _id: 'a' }, { $set: { n: 777 } });
    // Queued behind the failing write: it must not see the change either.
    const meanwhile = players.findOne({ _id: 'a' });
    await expect(update).rejects.toBeInstanceOf(StoreWriteError);
    expect(await meanwhile).toEqual({ _id: 'a', n: 2 });
    await expect(players.insertOne({ _id: 'b', n: 3 })).rejects.toBeInstanceOf(StoreWriteError);
    await expect(
      players.updateOne({ _id: 'c' }, { $set: { n: 4 } }, { upsert: true }),
    ).rejects.toThrow(StoreWriteError);
    await expect(players.deleteOne({ _id: 'a' })).rejects.toBeInstanceOf(StoreWriteError);
    await expect(
      players.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
    ).rejects.toBeInstanceOf(StoreWriteError);
    expect(await players.find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', n: 2 }]);
    // The unique index was rolled back too: n 3 and 4 are free.
    expect(await players.countDocuments({ n: { $in: [3, 4, 777] } })).toBe(0);
    expect(store.health()).toMatchObject({
      writable: false,
      failing: ['players'],
      failedWrites: 5,
    });
    expect((await store.probe()).writable).toBe(false);

    restore();
    expect(await store.probe()).toMatchObject({ writable: true, failing: [] });
    await players.insertOne({ _id: 'b', n: 3 });
    await store.close();
    const reopened = (await opened()).collection<Player>('players');
    expect(await reopened.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'b', n: 3 },
    ]);
  });

  it('shuts down even when compaction cannot write', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-durable-'));
    await (await opened()).collection<Player>('players').insertOne({ _id: 'a', n: 1 });
    const restore = makeUnwritable(dataDir);
    await store.close();
    restore();
    expect(await (await opened()).collection<Player>('players').find({})).toEqual([
      { _id: 'a', n: 1 },
    ]);
  });
});
