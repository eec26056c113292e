import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failingStore } from '../../testing/failingStore';
import { openEmbeddedStore } from '../embedded';
import { StoreWriteError, type Store } from '../port';
import { LOCK_ID } from './lock';
import type { Migration } from './migration';
import { runMigrations, SCHEMA_COLLECTION, schemaVersionOf } from './runner';

/**
 * The migration lock as MongoDB treats it, without MongoDB: upserts of two runners that meet
 * (both look, find no lock, insert) and a database that fails while a runner takes or gives
 * back the lock.
 */
const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function embedded() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-lock-'));
  dirs.push(dir);
  const store = await openEmbeddedStore(dir);
  stores.push(store);
  return failingStore(store);
}

/** Counts its runs; slow enough for a second runner to arrive while it works. */
function counted(id: number, runs: number[]): Migration {
  return {
    id,
    name: `step-${id}`,
    async up(store) {
      runs.push(id);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await store.collection('players').updateMany({}, { $set: { [`step${id}`]: true } });
    },
  };
}

describe('the migration lock on a database that races and fails', () => {
  it('two runners started together run each migration once, though their upserts race', async () => {
    const { store, raceUpserts } = await embedded();
    raceUpserts();
    const runs: number[] = [];
    const migrations = [counted(1, runs), counted(2, runs)];
    const reports = await Promise.all([
      runMigrations(store, migrations, undefined, { pollMs: 10 }),
      runMigrations(store, migrations, undefined, { pollMs: 10 }),
    ]);
    expect(runs).toEqual([1, 2]);
    expect(reports.map((report) => report.ran.length).sort()).toEqual([0, 2]);
    expect(await schemaVersionOf(store)).toBe(2);
  });

  it('fails a start (not ready) and runs nothing while no primary takes the lock', async () => {
    const { store, failNext } = await embedded();
    failNext('findOneAndUpdate');
    const runs: number[] = [];
    await expect(runMigrations(store, [counted(1, runs)])).rejects.toBeInstanceOf(StoreWriteError);
    expect(runs).toEqual([]);
    expect(await store.collection(SCHEMA_COLLECTION).findOne({ _id: LOCK_ID })).toBeNull();
  });

  it('keeps the work done when the lock cannot be given back; its lease frees it', async () => {
    const { store, failNext } = await embedded();
    const runs: number[] = [];
    failNext('deleteOne');
    const report = await runMigrations(store, [counted(1, runs)], undefined, { leaseMs: 100 });
    expect(report.ran).toEqual(['1-step-1']);
    expect(await store.collection(SCHEMA_COLLECTION).findOne({ _id: LOCK_ID })).not.toBeNull();
    // The next start, after the lease: it takes the stale lock over and finds nothing to run.
    await new Promise((resolve) => setTimeout(resolve, 120));
    const next = await runMigrations(store, [counted(1, runs)], undefined, { pollMs: 10 });
    expect(next.ran).toEqual([]);
    expect(runs).toEqual([1]);
  });
});
