import { MongoClient, type Collection as DriverCollection } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { mongoStoreOver } from '../../store/mongo';
import { openEmbeddedStore } from '../../store/embedded';
import { creditChangesRepo } from '../admin/creditChanges.repo';
import { clientsRepo } from '../clients/clients.repo';
import { exercisesRepo } from '../exercises/exercises.repo';
import { playersRepo } from '../exercises/players.repo';

/**
 * Money-like writes (orders, credits) wait for a majority of the replica set on MongoDB, so a
 * failover cannot roll back an acknowledged order or credit change (docs/scaling.md, "Write
 * concern"). No server is needed: the driver's collection objects carry their write concern
 * before any connection, and every write through them sends it.
 */
describe('write concern of money-like collections', () => {
  function mongoRepos() {
    const client = new MongoClient('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1');
    const db = client.db('dojo');
    const opened = vi.spyOn(db, 'collection');
    const store = mongoStoreOver(client, db);
    clientsRepo(store);
    creditChangesRepo(store);
    exercisesRepo(store);
    playersRepo(store);
    const driverCollection = (name: string) => {
      const index = opened.mock.calls.findIndex(([called]) => called === name);
      expect(index, `${name} opened`).toBeGreaterThanOrEqual(0);
      return opened.mock.results[index]?.value as DriverCollection;
    };
    return { driverCollection, close: () => client.close() };
  }

  it.each(['clients', 'creditChanges', 'exercises'])(
    '%s writes with w: "majority" on MongoDB',
    async (name) => {
      const { driverCollection, close } = mongoRepos();
      expect(driverCollection(name).writeConcern).toMatchObject({ w: 'majority' });
      await close();
    },
  );

  it('leaves the hot player writes on the deployment’s default', async () => {
    const { driverCollection, close } = mongoRepos();
    expect(driverCollection('players').writeConcern).toBeUndefined();
    await close();
  });

  it('is ignored by the embedded engine (one copy), which stores as before', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-durability-'));
    const store = await openEmbeddedStore(dataDir);
    const changes = store.collection<{ _id: string; amount: number }>('creditChanges', {
      durability: 'majority',
    });
    await changes.insertOne({ _id: 'c1', amount: 5 });
    expect(await store.collection('creditChanges').findOne({ _id: 'c1' })).toEqual({
      _id: 'c1',
      amount: 5,
    });
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
