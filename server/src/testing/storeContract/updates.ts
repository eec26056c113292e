import { beforeEach, expect, it } from 'vitest';
import type { Update } from '../../store/port';
import type { Player, StoreContext } from './harness';

export function updateContract(ctx: StoreContext): void {
  beforeEach(async () => {
    await ctx.seed();
  });

  const update = (id: string, change: Update<Player>) =>
    ctx.players().updateOne({ _id: id }, change);
  const get = async (id: string) => ctx.players().findOne({ _id: id });

  it('sets top-level fields and dotted paths, keeping sibling fields', async () => {
    expect(await update('ann', { $set: { team: 'blue', 'profile.city': 'Rome' } })).toEqual({
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect(await get('ann')).toMatchObject({ team: 'blue', profile: { city: 'Rome', age: 31 } });
  });

  it('creates the missing sub-document of a dotted $set', async () => {
    await update('cat', { $set: { 'profile.city': 'Turku' } });
    expect((await get('cat'))?.profile).toEqual({ city: 'Turku' });
  });

  it('removes fields with $unset', async () => {
    await update('ann', { $unset: { team: '', 'profile.age': 1 } });
    const ann = await get('ann');
    expect(ann && 'team' in ann).toBe(false);
    expect(ann?.profile).toEqual({ city: 'Oslo' });
  });

  it('adds with $inc, negative amounts too, and starts a missing field at the amount', async () => {
    await update('ann', { $inc: { score: 5, 'profile.age': -1, bonus: 2 } });
    expect(await get('ann')).toMatchObject({ score: 15, profile: { age: 30 }, bonus: 2 });
  });

  it('appends with $push, one value or $each, creating a missing array', async () => {
    await update('ann', { $push: { tags: 'new' } });
    await update('ann', { $push: { tags: { $each: ['x', 'y'] } } });
    await update('bob', { $push: { items: { sku: 'c', qty: 1 } } });
    expect((await get('ann'))?.tags).toEqual(['lead', 'ops', 'new', 'x', 'y']);
    expect((await get('bob'))?.items).toEqual([{ sku: 'c', qty: 1 }]);
  });

  it('removes every equal element with $pull', async () => {
    await update('ann', { $push: { tags: 'ops' } });
    await update('ann', { $pull: { tags: 'ops' } });
    expect((await get('ann'))?.tags).toEqual(['lead']);
  });

  it('removes the elements matching a condition with $pull', async () => {
    await update('ann', { $pull: { items: { qty: { $gte: 5 } } } });
    await update('dan', { $pull: { tags: { $in: ['lead', 'ops'] } } });
    expect((await get('ann'))?.items).toEqual([{ sku: 'a', qty: 1 }]);
    expect((await get('dan'))?.tags).toEqual([]);
  });

  it('treats $pull from a missing field as a no-op', async () => {
    expect(await update('dan', { $pull: { items: { sku: 'a' } } })).toEqual({
      matchedCount: 1,
      modifiedCount: 0,
    });
  });

  it('adds with $addToSet only values not already present, one or $each', async () => {
    expect(await update('ann', { $addToSet: { tags: 'ops' } })).toEqual({
      matchedCount: 1,
      modifiedCount: 0,
    });
    await update('ann', { $addToSet: { tags: { $each: ['ops', 'qa', 'qa'] } } });
    expect((await get('ann'))?.tags).toEqual(['lead', 'ops', 'qa']);
  });

  it('counts a match that changes nothing as matched but not modified', async () => {
    expect(await update('ann', { $set: { team: 'red' } })).toEqual({
      matchedCount: 1,
      modifiedCount: 0,
    });
  });

  it('updates only one document with updateOne even when several match', async () => {
    const result = await ctx.players().updateOne({ team: 'red' }, { $inc: { score: 1000 } });
    expect(result).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(await ctx.players().countDocuments({ score: { $gt: 1000 } })).toBe(1);
  });

  it('reports nothing matched and inserts nothing without upsert', async () => {
    expect(await update('eve', { $set: { name: 'Eve' } })).toEqual({
      matchedCount: 0,
      modifiedCount: 0,
    });
    expect(await ctx.players().countDocuments()).toBe(4);
  });

  it('updates every match with updateMany and counts only real changes as modified', async () => {
    expect(await ctx.players().updateMany({}, { $set: { team: 'red' } })).toEqual({
      matchedCount: 4,
      modifiedCount: 2,
    });
    expect(await ctx.ids({ team: 'red' })).toEqual(['ann', 'bob', 'cat', 'dan']);
  });

  it('upserts a new document seeded from the filter with $set and $setOnInsert', async () => {
    const result = await ctx
      .players()
      .updateOne(
        { _id: 'eve', team: 'green' },
        { $set: { name: 'Eve' }, $setOnInsert: { score: 0, tags: [] } },
        { upsert: true },
      );
    expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'eve' });
    expect(await get('eve')).toEqual({
      _id: 'eve',
      team: 'green',
      name: 'Eve',
      score: 0,
      tags: [],
    });
  });

  it('upserts onto an existing document without applying $setOnInsert', async () => {
    const result = await ctx
      .players()
      .updateOne(
        { _id: 'ann' },
        { $set: { name: 'Annie' }, $setOnInsert: { score: 0 } },
        { upsert: true },
      );
    expect(result).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(await get('ann')).toMatchObject({ name: 'Annie', score: 10 });
  });

  it('leaves an existing document alone when the upsert holds only $setOnInsert', async () => {
    const result = await ctx
      .players()
      .updateOne({ _id: 'ann' }, { $setOnInsert: { score: 0 } }, { upsert: true });
    expect(result).toEqual({ matchedCount: 1, modifiedCount: 0 });
    expect(await get('ann')).toMatchObject({ name: 'Ann', score: 10, tags: ['lead', 'ops'] });
  });

  it('gives an upserted document a string _id when the filter names none', async () => {
    const result = await ctx
      .players()
      .updateOne({ name: 'Fay' }, { $inc: { score: 1 } }, { upsert: true });
    expect(result.upsertedId).toMatch(/^[\w-]{20}$/);
    expect(await ctx.players().findOne({ name: 'Fay' })).toEqual({
      _id: result.upsertedId,
      name: 'Fay',
      score: 1,
    });
  });

  it('seeds an upsert from equalities in $and and dotted paths, not from other operators', async () => {
    const result = await ctx.players().updateOne(
      {
        $and: [{ team: 'green' }, { 'profile.city': 'Oslo' }],
        score: { $gt: 100 },
        name: { $eq: 'Gus' },
      },
      { $push: { tags: 'new' } },
      { upsert: true },
    );
    const doc = await ctx.players().findOne({ _id: result.upsertedId });
    expect(doc).toEqual({
      _id: result.upsertedId,
      team: 'green',
      profile: { city: 'Oslo' },
      name: 'Gus',
      tags: ['new'],
    });
  });

  it('upserts with updateMany when nothing matches', async () => {
    const result = await ctx
      .players()
      .updateMany({ team: 'green' }, { $set: { score: 1 } }, { upsert: true });
    expect(result.matchedCount).toBe(0);
    expect(await ctx.players().findOne({ team: 'green' })).toEqual({
      _id: result.upsertedId,
      team: 'green',
      score: 1,
    });
  });

  it('refuses a replacement document or an operator outside the port', async () => {
    const players = ctx.players();
    await expect(
      players.updateOne({ _id: 'ann' }, { name: 'X' } as unknown as Update<Player>),
    ).rejects.toThrow();
    await expect(
      players.updateOne({ _id: 'ann' }, { $rename: { a: 'b' } } as unknown as Update<Player>),
    ).rejects.toThrow();
    await expect(players.updateOne({ _id: 'ann' }, {})).rejects.toThrow();
    expect(await get('ann')).toMatchObject({ name: 'Ann' });
  });
}
