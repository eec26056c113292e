import { beforeEach, expect, it } from 'vitest';
import type { FindOptions } from '../../store/port';
import type { Player, StoreContext } from './harness';

export function readContract(ctx: StoreContext): void {
  beforeEach(async () => {
    await ctx.seed();
  });

  const order = async (options: FindOptions) =>
    (await ctx.players().find({}, options)).map((doc) => doc._id);

  it('sorts ascending and descending', async () => {
    expect(await order({ sort: { score: 1 } })).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(await order({ sort: { score: -1 } })).toEqual(['dan', 'cat', 'bob', 'ann']);
  });

  it('sorts by several keys in order, a missing field first', async () => {
    expect(await order({ sort: { team: 1, score: -1 } })).toEqual(['dan', 'bob', 'cat', 'ann']);
  });

  it('applies skip and limit after sorting', async () => {
    expect(await order({ sort: { score: 1 }, skip: 1, limit: 2 })).toEqual(['bob', 'cat']);
    expect(await order({ sort: { score: -1 }, limit: 1 })).toEqual(['dan']);
  });

  it('treats a limit of 0 as no limit', async () => {
    expect(await order({ sort: { score: 1 }, limit: 0 })).toHaveLength(4);
  });

  it('projects included fields and dotted paths, keeping _id', async () => {
    const docs = await ctx
      .players()
      .find({ _id: 'ann' }, { projection: { name: 1, 'profile.city': 1 } });
    expect(docs).toEqual([{ _id: 'ann', name: 'Ann', profile: { city: 'Oslo' } }]);
  });

  it('projects a dotted path through an array of sub-documents as an array', async () => {
    const doc = await ctx.players().findOne({ _id: 'ann' }, { projection: { 'items.qty': 1 } });
    expect(doc).toEqual({ _id: 'ann', items: [{ qty: 1 }, { qty: 5 }] });
  });

  it('projects with true like 1 and can leave out _id', async () => {
    const doc = await ctx.players().findOne({ _id: 'bob' }, { projection: { name: true, _id: 0 } });
    expect(doc).toEqual({ name: 'Bob' });
  });

  it('projects by excluding fields', async () => {
    const doc = await ctx
      .players()
      .findOne<Partial<Player>>(
        { _id: 'ann' },
        { projection: { tags: 0, items: 0, 'profile.city': 0 } },
      );
    expect(doc).toEqual({ _id: 'ann', name: 'Ann', team: 'red', score: 10, profile: { age: 31 } });
  });

  it('excludes top-level fields, and _id when asked', async () => {
    const doc = await ctx
      .players()
      .findOne<Partial<Player>>({ _id: 'ann' }, { projection: { tags: 0, items: 0, _id: 0 } });
    expect(doc).toEqual({
      name: 'Ann',
      team: 'red',
      score: 10,
      profile: { city: 'Oslo', age: 31 },
    });
  });

  it('finds one document, the first by sort when several match', async () => {
    expect((await ctx.players().findOne({ team: 'red' }, { sort: { score: -1 } }))?._id).toBe(
      'cat',
    );
    expect(
      (await ctx.players().findOne({ team: 'red' }, { sort: { score: 1 }, skip: 1 }))?._id,
    ).toBe('cat');
  });

  it('finds null when nothing matches', async () => {
    expect(await ctx.players().findOne({ team: 'green' })).toBeNull();
    expect(await ctx.players().find({ team: 'green' })).toEqual([]);
  });

  it('returns whole documents as stored', async () => {
    expect(await ctx.players().findOne({ _id: 'bob' })).toEqual({
      _id: 'bob',
      name: 'Bob',
      team: 'blue',
      score: 20,
      tags: ['ops'],
      profile: { city: 'Bergen' },
      deletedAt: null,
    });
  });

  it('returns copies, so changing a result does not change the store', async () => {
    const doc = await ctx.players().findOne({ _id: 'ann' });
    doc?.tags.push('changed');
    expect((await ctx.players().findOne({ _id: 'ann' }))?.tags).toEqual(['lead', 'ops']);
  });

  it('counts all documents or those matching a filter', async () => {
    expect(await ctx.players().countDocuments()).toBe(4);
    expect(await ctx.players().countDocuments({ team: 'red' })).toBe(2);
    expect(await ctx.players().countDocuments({ team: 'green' })).toBe(0);
  });
}
