import { MongoNetworkError, MongoServerError, type Db, type MongoClient } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { mongoStoreOver } from './mongo';
import { DocumentRefusedError, DuplicateKeyError, StoreWriteError } from './port';

/**
 * The MongoDB engine's failure handling without a server: a database whose every write and
 * command fails on demand with what MongoDB or the driver would throw. An outage marks the
 * store unable to write (503, /api/ready fails); MongoDB refusing what a write holds does not.
 */
function failingDb() {
  let next: unknown = null;
  const write = vi.fn(async () => {
    const failure = next;
    next = null;
    if (failure) throw failure;
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null };
  });
  const collection = { insertOne: write, updateOne: write, findOneAndUpdate: write };
  let helloFails = false;
  const db = {
    collection: () => collection,
    command: async () => {
      if (helloFails) throw new MongoNetworkError('connection refused');
      return { isWritablePrimary: true };
    },
  };
  return {
    store: mongoStoreOver({} as MongoClient, db as unknown as Db),
    failNextWrite: (error: unknown) => void (next = error),
    failHello: (fails: boolean) => void (helloFails = fails),
  };
}

const serverError = (code: number, codeName: string) =>
  new MongoServerError({ message: `${codeName} from the server`, code, codeName });

describe('the MongoDB engine when a write fails', () => {
  it('marks the store unable to write on an outage (no primary, network), until a write succeeds', async () => {
    const { store, failNextWrite } = failingDb();
    const sheets = store.collection<{ _id: string; title: string }>('sheets');
    failNextWrite(serverError(10107, 'NotWritablePrimary'));
    await expect(sheets.insertOne({ _id: 'a', title: 'x' })).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    failNextWrite(new MongoNetworkError('connection reset'));
    await expect(sheets.updateOne({ _id: 'a' }, { $set: { title: 'y' } })).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    expect(store.health()).toMatchObject({ writable: false, failing: ['sheets'], failedWrites: 2 });
    await sheets.insertOne({ _id: 'b', title: 'x' });
    expect(store.health()).toMatchObject({ writable: true, failing: [] });
  });

  it.each([
    [10334, 'BSONObjectTooLarge', 'too_large'],
    [17419, 'Resulting document after update is larger than 16777216', 'too_large'],
    [40, 'ConflictingUpdateOperators', 'conflicting_paths'],
  ] as const)(
    'answers MongoDB’s %i (%s) as a refused document, and stays writable',
    async (code, codeName, reason) => {
      const { store, failNextWrite } = failingDb();
      const sheets = store.collection<{ _id: string; title: string }>('sheets');
      failNextWrite(serverError(code, codeName));
      const error = await sheets
        .updateOne({ _id: 'a' }, { $set: { title: 'y' } })
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(DocumentRefusedError);
      expect((error as DocumentRefusedError).reason).toBe(reason);
      expect(store.health()).toMatchObject({ writable: true, failedWrites: 0 });
    },
  );

  it('keeps a duplicate key the feature’s own answer, not an outage', async () => {
    const { store, failNextWrite } = failingDb();
    failNextWrite(
      new MongoServerError({
        message: 'E11000 duplicate key error collection: dojo.sheets index: title_1 dup key',
        code: 11000,
      }),
    );
    const sheets = store.collection<{ _id: string; title: string }>('sheets');
    await expect(sheets.insertOne({ _id: 'a', title: 'x' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(store.health().writable).toBe(true);
  });

  it('finds by its probe that MongoDB does not answer, and that it answers again', async () => {
    const { store, failHello } = failingDb();
    failHello(true);
    expect(await store.probe()).toMatchObject({ writable: false, failing: ['(database)'] });
    failHello(false);
    expect(await store.probe()).toMatchObject({ writable: true, failing: [] });
  });
});
