import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { storeContract, type Engine } from '../testing/storeContract/index';
import { openStore } from './index';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-store-'));
}

const embedded: Engine = async () => {
  const dataDir = tempDir();
  return {
    open: () => openStore({ dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

describe('the embedded store', () => storeContract(embedded));

describe('the embedded engine', () => {
  it('creates a missing data directory and keeps one datafile per collection', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'nested', 'data');
    const store = await openStore({ dataDir });
    expect(store.kind).toBe('embedded');
    await store.collection('players').insertOne({ _id: 'p1' });
    await store.close();
    expect(fs.readdirSync(dataDir)).toEqual(['players.db']);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('has every acknowledged write on disk even before close', async () => {
    const dataDir = tempDir();
    const writer = await openStore({ dataDir });
    await writer.collection('players').insertOne({ _id: 'p1' });
    await writer.collection('players').updateOne({ _id: 'p1' }, { $set: { score: 3 } });
    const reader = await openStore({ dataDir });
    expect(await reader.collection('players').findOne({ _id: 'p1' })).toEqual({
      _id: 'p1',
      score: 3,
    });
    // One after the other: two stores compacting one datafile at once would race.
    await reader.close();
    await writer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

const mongodbUri = process.env.MONGODB_URI;
// One database per run, emptied after every test and gone when the run ends.
const dbName = `dojo_store_test_${Date.now().toString(36)}_${process.pid}`;

const mongodb: Engine = async () => ({
  open: () => openStore({ mongodbUri, dbName, dataDir: '' }),
  dispose: async () => {
    const client = await MongoClient.connect(mongodbUri ?? '');
    await client.db(dbName).dropDatabase();
    await client.close();
  },
});

describe.runIf(!!mongodbUri)('the MongoDB store', () => storeContract(mongodb));

describe.runIf(!!mongodbUri)('the MongoDB engine', () => {
  it('says it is the MongoDB engine', async () => {
    const store = await openStore({ mongodbUri, dbName, dataDir: '' });
    expect(store.kind).toBe('mongodb');
    await store.close();
  });
});
