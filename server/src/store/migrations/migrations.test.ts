import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../index';
import { MIGRATIONS } from './index';
import type { Migration } from './migration';
import { LOCK_ID } from './lock';
import { DataTooNewError, runMigrations, SCHEMA_COLLECTION, schemaVersionOf } from './runner';

describe('MIGRATIONS', () => {
  it('has unique ids in ascending order', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });
});

interface Engine {
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

/** Renames a field on every player; idempotent: a player already renamed is skipped. */
function renameScore(log: string[], failAfter?: number): Migration {
  return {
    id: 2,
    name: 'rename-score',
    async up(store) {
      const players = store.collection<{ _id: string; score?: number; points?: number }>('players');
      let done = 0;
      for (const player of await players.find({ score: { $exists: true } }, { sort: { _id: 1 } })) {
        if (failAfter !== undefined && done === failAfter) throw new Error('killed halfway');
        await players.updateOne(
          { _id: player._id },
          { $set: { points: player.score }, $unset: { score: '' } },
        );
        done += 1;
      }
      log.push('rename-score');
    },
  };
}

function addFlag(log: string[]): Migration {
  return {
    id: 1,
    name: 'add-flag',
    async up(store) {
      await store
        .collection('players')
        .updateMany({ flag: { $exists: false } }, { $set: { flag: true } });
      log.push('add-flag');
    },
  };
}

function migrationSuite(engine: () => Promise<Engine>) {
  let current: Engine | undefined;
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });

  async function seeded(): Promise<Store> {
    current = await engine();
    const store = await current.open();
    await store.collection<{ _id: string; score: number }>('players').insertMany([
      { _id: 'a', score: 1 },
      { _id: 'b', score: 2 },
      { _id: 'c', score: 3 },
    ]);
    return store;
  }

  it('runs pending migrations in order and records the schema version', async () => {
    const store = await seeded();
    const log: string[] = [];
    expect(await schemaVersionOf(store)).toBe(0);
    const report = await runMigrations(store, [addFlag(log), renameScore(log)]);
    expect(report).toEqual({ from: 0, to: 2, ran: ['1-add-flag', '2-rename-score'] });
    expect(log).toEqual(['add-flag', 'rename-score']);
    expect(await schemaVersionOf(store)).toBe(2);
    expect(await store.collection('players').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', flag: true, points: 1 },
      { _id: 'b', flag: true, points: 2 },
      { _id: 'c', flag: true, points: 3 },
    ]);
    // A second start runs nothing.
    expect((await runMigrations(store, [addFlag(log), renameScore(log)])).ran).toEqual([]);
    expect(log).toEqual(['add-flag', 'rename-score']);
    await store.close();
  });

  it('finishes a migration killed halfway on the next start', async () => {
    const store = await seeded();
    const log: string[] = [];
    await expect(runMigrations(store, [addFlag(log), renameScore(log, 1)])).rejects.toThrow(
      'killed halfway',
    );
    // The first migration is recorded, the interrupted one is not.
    expect(await schemaVersionOf(store)).toBe(1);
    await store.close();
    const reopened = await current!.open();
    const report = await runMigrations(reopened, [addFlag(log), renameScore(log)]);
    expect(report.ran).toEqual(['2-rename-score']);
    expect(await reopened.collection('players').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', flag: true, points: 1 },
      { _id: 'b', flag: true, points: 2 },
      { _id: 'c', flag: true, points: 3 },
    ]);
    await reopened.close();
  });

  it('refuses data newer than the code, naming both versions', async () => {
    const store = await seeded();
    await runMigrations(store, [addFlag([]), renameScore([])]);
    const error = await runMigrations(store, [addFlag([])]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataTooNewError);
    expect((error as Error).message).toMatch(/schema version 2 .* up to version 1/);
    await store.close();
  });

  it('runs a late-merged migration with a lower id without lowering the version', async () => {
    const store = await seeded();
    const log: string[] = [];
    await runMigrations(store, [renameScore(log)]);
    const report = await runMigrations(store, [addFlag(log), renameScore(log)]);
    expect(report.ran).toEqual(['1-add-flag']);
    expect(await schemaVersionOf(store)).toBe(2);
    await store.close();
  });

  it('runs each migration once when two runners start together (two processes at once)', async () => {
    const store = await seeded();
    const log: string[] = [];
    const slow = (migration: Migration): Migration => ({
      ...migration,
      async up(on) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        await migration.up(on);
      },
    });
    const both = () => runMigrations(store, [slow(addFlag(log)), slow(renameScore(log))]);
    const reports = await Promise.all([both(), both()]);
    expect(log).toEqual(['add-flag', 'rename-score']);
    expect(reports.map((report) => report.ran)).toEqual(
      expect.arrayContaining([['1-add-flag', '2-rename-score'], []]),
    );
    expect(await schemaVersionOf(store)).toBe(2);
    // The lock is released: nothing of it is left beside the schema.
    expect(await store.collection(SCHEMA_COLLECTION).find({}, { sort: { _id: 1 } })).toEqual([
      expect.objectContaining({ _id: 'schema', version: 2 }),
    ]);
    await store.close();
  });

  it('takes the lock over from a runner that died once its lease has passed', async () => {
    const store = await seeded();
    const locks = store.collection<{ _id: string; holder: string; until: number }>(
      SCHEMA_COLLECTION,
    );
    await locks.insertOne({ _id: LOCK_ID, holder: 'dead', until: Date.now() + 150 });
    const log: string[] = [];
    const started = Date.now();
    const report = await runMigrations(store, [addFlag(log)], undefined, { pollMs: 20 });
    expect(report.ran).toEqual(['1-add-flag']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(await locks.findOne({ _id: LOCK_ID })).toBeNull();
    await store.close();
  });

  it('refuses a list out of id order', async () => {
    const store = await seeded();
    await expect(runMigrations(store, [renameScore([]), addFlag([])])).rejects.toThrow(
      'out of order',
    );
    await store.close();
  });
}

describe('runMigrations on the embedded store', () =>
  migrationSuite(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-migrate-'));
    return {
      open: () => openStore({ dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }));

const mongodbUri = process.env.MONGODB_URI;
describe.runIf(!!mongodbUri)('runMigrations on MongoDB', () =>
  migrationSuite(async () => {
    const dbName = `dojo_migrate_test_${Date.now().toString(36)}_${process.pid}`;
    return {
      open: () => openStore({ mongodbUri, dbName, dataDir: '' }),
      dispose: async () => {
        const client = await MongoClient.connect(mongodbUri ?? '');
        await client.db(dbName).dropDatabase();
        await client.close();
      },
    };
  }),
);
