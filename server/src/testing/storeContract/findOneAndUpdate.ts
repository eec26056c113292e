import { expect, it } from 'vitest';
import type { StoreContext } from './harness';

interface Client {
  _id: string;
  credit: number;
  picked?: boolean;
}

export function findOneAndUpdateContract(ctx: StoreContext): void {
  const clients = () => ctx.store.collection<Client>('clients');
  /** The credit rule: deduct n only if the client has at least n, atomically. */
  const deduct = (id: string, n: number) =>
    clients().findOneAndUpdate(
      { _id: id, credit: { $gte: n } },
      { $inc: { credit: -n } },
      { returnDocument: 'after' },
    );

  it('returns the document as it was before the update', async () => {
    await clients().insertOne({ _id: 'acme', credit: 5 });
    const before = await clients().findOneAndUpdate(
      { _id: 'acme' },
      { $inc: { credit: 1 } },
      { returnDocument: 'before' },
    );
    expect(before).toEqual({ _id: 'acme', credit: 5 });
  });

  it('returns the document as it is after the update', async () => {
    await clients().insertOne({ _id: 'acme', credit: 5 });
    const after = await clients().findOneAndUpdate(
      { _id: 'acme' },
      { $inc: { credit: 1 } },
      { returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 'acme', credit: 6 });
  });

  it('deducts credit when there is enough and refuses, changing nothing, when there is not', async () => {
    await clients().insertOne({ _id: 'acme', credit: 5 });
    expect(await deduct('acme', 3)).toEqual({ _id: 'acme', credit: 2 });
    expect(await deduct('acme', 3)).toBeNull();
    expect(await clients().findOne({ _id: 'acme' })).toEqual({ _id: 'acme', credit: 2 });
  });

  it('never overdraws when many deductions race', async () => {
    await clients().insertOne({ _id: 'acme', credit: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, () => deduct('acme', 1)));
    expect(results.filter((doc) => doc !== null)).toHaveLength(5);
    expect((await clients().findOne({ _id: 'acme' }))?.credit).toBe(0);
  });

  it('returns null and inserts nothing when nothing matches without upsert', async () => {
    const doc = await clients().findOneAndUpdate(
      { _id: 'none' },
      { $set: { credit: 1 } },
      { returnDocument: 'after' },
    );
    expect(doc).toBeNull();
    expect(await clients().countDocuments()).toBe(0);
  });

  it('upserts and returns the new document after, or null before', async () => {
    const after = await clients().findOneAndUpdate(
      { _id: 'new' },
      { $setOnInsert: { credit: 10 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 'new', credit: 10 });
    const before = await clients().findOneAndUpdate(
      { _id: 'other' },
      { $setOnInsert: { credit: 10 } },
      { upsert: true, returnDocument: 'before' },
    );
    expect(before).toBeNull();
    expect(await clients().findOne({ _id: 'other' })).toEqual({ _id: 'other', credit: 10 });
  });

  it('returns an existing document untouched when the upsert holds only $setOnInsert', async () => {
    await clients().insertOne({ _id: 'acme', credit: 5 });
    const doc = await clients().findOneAndUpdate(
      { _id: 'acme' },
      { $setOnInsert: { credit: 10 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(doc).toEqual({ _id: 'acme', credit: 5 });
  });

  it('updates the first match by sort and projects the result', async () => {
    await clients().insertMany([
      { _id: 'a', credit: 1 },
      { _id: 'b', credit: 3 },
      { _id: 'c', credit: 2 },
    ]);
    const doc = await clients().findOneAndUpdate<{ picked: boolean }>(
      {},
      { $set: { picked: true } },
      { sort: { credit: -1 }, projection: { picked: 1, _id: 0 }, returnDocument: 'after' },
    );
    expect(doc).toEqual({ picked: true });
    expect(await clients().findOne({ picked: true })).toEqual({
      _id: 'b',
      credit: 3,
      picked: true,
    });
  });
}
