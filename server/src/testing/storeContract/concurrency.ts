import { expect, it } from 'vitest';
import type { StoreContext } from './harness';

interface Counter {
  _id: string;
  n: number;
  seen: number[];
}

export function concurrencyContract(ctx: StoreContext): void {
  const counters = () => ctx.store.collection<Counter>('counters');
  const fifty = Array.from({ length: 50 }, (_, i) => i);

  it('loses no increment when 50 $inc hit one document at once', async () => {
    await counters().insertOne({ _id: 'c', n: 0, seen: [] });
    await Promise.all(fifty.map(() => counters().updateOne({ _id: 'c' }, { $inc: { n: 1 } })));
    expect((await counters().findOne({ _id: 'c' }))?.n).toBe(50);
  });

  it('loses no element when 50 $push hit one document at once', async () => {
    await counters().insertOne({ _id: 'c', n: 0, seen: [] });
    await Promise.all(fifty.map((i) => counters().updateOne({ _id: 'c' }, { $push: { seen: i } })));
    const seen = (await counters().findOne({ _id: 'c' }))?.seen ?? [];
    expect([...seen].sort((a, b) => a - b)).toEqual(fifty);
  });

  it('creates one document when 20 upserts of the same _id race', async () => {
    const upserts = Array.from({ length: 20 }, () =>
      counters().updateOne(
        { _id: 'c' },
        { $inc: { n: 1 }, $setOnInsert: { seen: [] } },
        { upsert: true },
      ),
    );
    const results = await Promise.all(upserts);
    expect(results.filter((result) => result.upsertedId === 'c')).toHaveLength(1);
    expect(await counters().find({})).toEqual([{ _id: 'c', n: 20, seen: [] }]);
  });

  it('lets writes already started finish before close', async () => {
    const writes = fifty.map((i) => counters().insertOne({ _id: `c${i}`, n: i, seen: [] }));
    await ctx.store.close();
    await Promise.all(writes);
    await ctx.reopen();
    expect(await counters().countDocuments()).toBe(50);
  });
}
