import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore, StoreWriteError, type Store } from '../index';
import type { Migration } from './migration';
import { runMigrations } from './runner';
import { NEWER_SCHEMA, watchSchema } from './schemaWatch';

const step = (id: number): Migration => ({ id, name: `step-${id}`, up: async () => undefined });

let dir: string;
let store: Store;
let stop = () => undefined as void;
afterEach(async () => {
  stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('watchSchema (a rolling upgrade)', () => {
  it('stops this release writing once a newer release records a newer schema, and says so', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-schema-watch-'));
    store = await openStore({ dataDir: dir });
    const old = [step(1)];
    await runMigrations(store, old);
    const onNewer = vi.fn();
    stop = watchSchema(store, old, { everyMs: 20, onNewer });
    const notes = store.collection<{ _id: string; text: string }>('notes');
    await notes.insertOne({ _id: 'n1', text: 'written by the old release' });

    // The newer release starts beside it and migrates to version 2.
    await runMigrations(store, [step(1), step(2)]);
    await vi.waitFor(() => expect(onNewer).toHaveBeenCalledTimes(1));

    const refused = await notes
      .insertOne({ _id: 'n2', text: 'old shape' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StoreWriteError);
    expect((refused as Error).message).toMatch(
      /schema version 2 but this server only knows up to version 1/,
    );
    await expect(notes.updateOne({ _id: 'n1' }, { $set: { text: 'x' } })).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    await expect(notes.deleteOne({ _id: 'n1' })).rejects.toBeInstanceOf(StoreWriteError);
    // Reads go on; the health keeps saying why, whatever a probe finds.
    expect(await notes.find({})).toEqual([{ _id: 'n1', text: 'written by the old release' }]);
    expect(await store.probe()).toMatchObject({ writable: false, failing: [NEWER_SCHEMA] });
  });

  it('leaves a release writing while the schema is its own', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-schema-watch-'));
    store = await openStore({ dataDir: dir });
    await runMigrations(store, [step(1)]);
    stop = watchSchema(store, [step(1)], { everyMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await store.collection('notes').insertOne({ _id: 'n1' });
    expect(store.health().writable).toBe(true);
  });
});
