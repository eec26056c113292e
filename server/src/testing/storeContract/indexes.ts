import { beforeEach, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../store/port';
import type { StoreContext } from './harness';

interface Account {
  _id: string;
  email: string;
  client?: string;
  name?: string;
  badge?: string;
}

export function indexContract(ctx: StoreContext): void {
  const accounts = () => ctx.store.collection<Account>('accounts');

  beforeEach(async () => {
    await accounts().createIndex({ email: 1 }, { unique: true });
    await accounts().insertOne({ _id: 'a1', email: 'ann@x.io', name: 'Ann' });
  });

  const duplicate = (error: unknown) => {
    expect(error).toBeInstanceOf(DuplicateKeyError);
    return error as DuplicateKeyError;
  };

  it('names indexes as MongoDB does', async () => {
    expect(await accounts().createIndex({ client: 1, name: -1 })).toBe('client_1_name_-1');
  });

  it('refuses a second document with the same unique value and keeps the first', async () => {
    const error = duplicate(
      await accounts()
        .insertOne({ _id: 'a2', email: 'ann@x.io' })
        .catch((e) => e),
    );
    expect(error).toMatchObject({
      collection: 'accounts',
      index: 'email_1',
      key: { email: 'ann@x.io' },
    });
    expect(await accounts().countDocuments()).toBe(1);
    expect(await accounts().findOne({ _id: 'a1' })).toEqual({
      _id: 'a1',
      email: 'ann@x.io',
      name: 'Ann',
    });
  });

  it('refuses a second document with the same _id', async () => {
    const error = duplicate(
      await accounts()
        .insertOne({ _id: 'a1', email: 'other@x.io' })
        .catch((e) => e),
    );
    expect(error).toMatchObject({ collection: 'accounts', index: '_id_', key: { _id: 'a1' } });
    expect(await accounts().countDocuments()).toBe(1);
  });

  it('refuses an update onto a unique value and applies none of it', async () => {
    await accounts().insertOne({ _id: 'a2', email: 'bob@x.io', name: 'Bob' });
    const failed = accounts().updateOne(
      { _id: 'a2' },
      { $set: { email: 'ann@x.io', name: 'Bobby' } },
    );
    const error = duplicate(await failed.catch((e) => e));
    expect(error).toMatchObject({ index: 'email_1', key: { email: 'ann@x.io' } });
    expect(await accounts().findOne({ _id: 'a2' })).toEqual({
      _id: 'a2',
      email: 'bob@x.io',
      name: 'Bob',
    });
  });

  it('refuses an upsert that would insert a duplicate and inserts nothing', async () => {
    const failed = accounts().updateOne(
      { _id: 'a2' },
      { $set: { email: 'ann@x.io' } },
      { upsert: true },
    );
    duplicate(await failed.catch((e) => e));
    expect(await accounts().countDocuments()).toBe(1);
  });

  it('refuses a findOneAndUpdate onto a unique value', async () => {
    await accounts().insertOne({ _id: 'a2', email: 'bob@x.io' });
    const failed = accounts().findOneAndUpdate(
      { _id: 'a2' },
      { $set: { email: 'ann@x.io' } },
      { returnDocument: 'after' },
    );
    duplicate(await failed.catch((e) => e));
    expect((await accounts().findOne({ _id: 'a2' }))?.email).toBe('bob@x.io');
  });

  it('stops insertMany at the first duplicate, keeping the documents before it', async () => {
    const failed = accounts().insertMany([
      { _id: 'a2', email: 'bob@x.io' },
      { _id: 'a3', email: 'ann@x.io' },
      { _id: 'a4', email: 'cat@x.io' },
    ]);
    expect(duplicate(await failed.catch((e) => e)).index).toBe('email_1');
    expect((await accounts().find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual([
      'a1',
      'a2',
    ]);
  });

  it('enforces a compound unique index on the combination only', async () => {
    await accounts().createIndex({ client: 1, name: 1 }, { unique: true });
    await accounts().insertOne({ _id: 'b1', email: 'b1@x.io', client: 'acme', name: 'Sam' });
    await accounts().insertOne({ _id: 'b2', email: 'b2@x.io', client: 'other', name: 'Sam' });
    const failed = accounts().insertOne({
      _id: 'b3',
      email: 'b3@x.io',
      client: 'acme',
      name: 'Sam',
    });
    const error = duplicate(await failed.catch((e) => e));
    expect(error).toMatchObject({ index: 'client_1_name_1', key: { client: 'acme', name: 'Sam' } });
  });

  it('lets several documents lack the field of a sparse unique index', async () => {
    await accounts().createIndex({ badge: 1 }, { unique: true, sparse: true });
    await accounts().insertOne({ _id: 'a2', email: 'bob@x.io' });
    await accounts().insertOne({ _id: 'a3', email: 'cat@x.io' });
    await accounts().insertOne({ _id: 'a4', email: 'dan@x.io', badge: 'gold' });
    const failed = accounts().insertOne({ _id: 'a5', email: 'eve@x.io', badge: 'gold' });
    expect(duplicate(await failed.catch((e) => e)).index).toBe('badge_1');
  });

  it('allows duplicates under an index that is not unique', async () => {
    await accounts().createIndex({ name: 1 });
    await accounts().insertOne({ _id: 'a2', email: 'bob@x.io', name: 'Ann' });
    expect(await accounts().countDocuments({ name: 'Ann' })).toBe(2);
  });

  it('counts by an indexed field exactly as by a scan, after updates, removals and array values', async () => {
    type Tagged = Account & { tags?: string[] | string; n?: number };
    const tagged = () => ctx.store.collection<Tagged>('accounts');
    await tagged().createIndex({ name: 1 });
    await tagged().createIndex({ tags: 1 });
    await tagged().createIndex({ n: 1 });
    await tagged().insertMany([
      { _id: 'a2', email: 'bob@x.io', name: 'Ann', tags: ['red', 'red', 'blue'], n: 1 },
      { _id: 'a3', email: 'cy@x.io', name: 'Bob', tags: 'red', n: 2 },
      { _id: 'a4', email: 'di@x.io', name: 'Ann', n: 1 },
    ]);
    await tagged().updateOne({ _id: 'a4' }, { $set: { name: 'Di', n: 3 } });
    await tagged().deleteOne({ _id: 'a3' });
    const counts = async () => [
      await tagged().countDocuments({ name: 'Ann' }),
      await tagged().countDocuments({ tags: 'red' }),
      await tagged().countDocuments({ n: 1 }),
      await tagged().countDocuments({ n: '1' as unknown as number }),
      await tagged().countDocuments({ name: 'Nobody' }),
    ];
    expect(await counts()).toEqual([2, 1, 1, 0, 0]);
    const scanned = [
      (await tagged().find({ name: 'Ann' })).length,
      (await tagged().find({ tags: 'red' })).length,
      (await tagged().find({ n: 1 })).length,
    ];
    expect(scanned).toEqual([2, 1, 1]);
  });

  it('refuses to create a unique index over values that already clash', async () => {
    await accounts().insertOne({ _id: 'a2', email: 'bob@x.io', name: 'Ann' });
    const failed = accounts().createIndex({ name: 1 }, { unique: true });
    expect(duplicate(await failed.catch((e) => e)).index).toBe('name_1');
  });

  it('accepts creating the same index again', async () => {
    expect(await accounts().createIndex({ email: 1 }, { unique: true })).toBe('email_1');
  });
}
