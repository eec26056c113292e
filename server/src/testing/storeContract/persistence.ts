import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../../store/port';
import type { StoreContext } from './harness';

export function persistenceContract(ctx: StoreContext): void {
  it('keeps inserts, updates and deletes across close and re-open', async () => {
    await ctx.seed();
    await ctx
      .players()
      .updateOne({ _id: 'ann' }, { $push: { tags: 'kept' }, $set: { at: new Date(0) } });
    await ctx.players().deleteOne({ _id: 'bob' });
    const before = await ctx.players().find({}, { sort: { _id: 1 } });
    await ctx.reopen();
    expect(await ctx.players().find({}, { sort: { _id: 1 } })).toEqual(before);
    expect((await ctx.players().findOne({ _id: 'ann' }))?.tags).toEqual(['lead', 'ops', 'kept']);
  });

  it('keeps unique indexes across close and re-open', async () => {
    const accounts = () => ctx.store.collection<{ _id: string; email: string }>('accounts');
    await accounts().createIndex({ email: 1 }, { unique: true });
    await accounts().insertOne({ _id: 'a1', email: 'ann@x.io' });
    await ctx.reopen();
    const failed = await accounts()
      .insertOne({ _id: 'a2', email: 'ann@x.io' })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DuplicateKeyError);
    expect(failed).toMatchObject({ index: 'email_1' });
  });

  it('refuses operations once closed', async () => {
    const store = ctx.store;
    await store.close();
    await expect(store.collection('players').findOne({})).rejects.toThrow(/closed/);
    await expect(store.collection('players').insertOne({})).rejects.toThrow(/closed/);
  });

  it('can be closed twice', async () => {
    await ctx.store.close();
    await expect(ctx.store.close()).resolves.toBeUndefined();
  });
}
