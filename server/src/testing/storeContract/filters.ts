import { beforeEach, expect, it } from 'vitest';
import type { StoreContext } from './harness';

export function filterContract(ctx: StoreContext): void {
  beforeEach(async () => {
    await ctx.seed();
  });

  it('matches everything with an empty filter', async () => {
    expect(await ctx.ids({})).toEqual(['ann', 'bob', 'cat', 'dan']);
  });

  it('matches a top-level field by equality', async () => {
    expect(await ctx.ids({ team: 'red' })).toEqual(['ann', 'cat']);
  });

  it('matches a dotted path into a sub-document', async () => {
    expect(await ctx.ids({ 'profile.city': 'Oslo' })).toEqual(['ann']);
  });

  it('matches an array field when any element equals the value', async () => {
    expect(await ctx.ids({ tags: 'ops' })).toEqual(['ann', 'bob']);
  });

  it('matches a dotted path through an array of sub-documents', async () => {
    expect(await ctx.ids({ 'items.sku': 'b' })).toEqual(['ann', 'cat']);
  });

  it('matches null against both null and a missing field', async () => {
    expect(await ctx.ids({ deletedAt: null })).toEqual(['ann', 'bob', 'cat']);
    expect(await ctx.ids({ team: { $eq: null } })).toEqual(['dan']);
  });

  it('matches $eq like plain equality', async () => {
    expect(await ctx.ids({ score: { $eq: 20 } })).toEqual(['bob']);
  });

  it('matches $ne including documents that lack the field', async () => {
    expect(await ctx.ids({ team: { $ne: 'red' } })).toEqual(['bob', 'dan']);
  });

  it('matches $ne on an array only when no element equals the value', async () => {
    expect(await ctx.ids({ tags: { $ne: 'ops' } })).toEqual(['cat', 'dan']);
  });

  it('matches $ne null only where the field holds a value', async () => {
    expect(await ctx.ids({ deletedAt: { $ne: null } })).toEqual(['dan']);
  });

  it('compares with $gt, $gte, $lt and $lte', async () => {
    expect(await ctx.ids({ score: { $gt: 20 } })).toEqual(['cat', 'dan']);
    expect(await ctx.ids({ score: { $gte: 20 } })).toEqual(['bob', 'cat', 'dan']);
    expect(await ctx.ids({ score: { $lt: 20 } })).toEqual(['ann']);
    expect(await ctx.ids({ score: { $lte: 20 } })).toEqual(['ann', 'bob']);
  });

  it('combines several operators on one field into a range', async () => {
    expect(await ctx.ids({ score: { $gt: 10, $lt: 40 } })).toEqual(['bob', 'cat']);
  });

  it('tests each operator on an array field against any element, as MongoDB does', async () => {
    // ann holds qty 1 and 5: one element is > 4, another < 2.
    expect(await ctx.ids({ 'items.qty': { $gt: 4, $lt: 2 } })).toEqual(['ann']);
  });

  it('matches $in on plain and array fields', async () => {
    expect(await ctx.ids({ team: { $in: ['blue', 'green'] } })).toEqual(['bob']);
    expect(await ctx.ids({ tags: { $in: ['lead'] } })).toEqual(['ann', 'dan']);
  });

  it('matches $in with null against missing fields and with a RegExp by pattern', async () => {
    expect(await ctx.ids({ team: { $in: [null, 'blue'] } })).toEqual(['bob', 'dan']);
    expect(await ctx.ids({ name: { $in: [/^c/i, 'Bob'] } })).toEqual(['bob', 'cat']);
  });

  it('matches $nin on plain fields and on arrays holding none of the values', async () => {
    expect(await ctx.ids({ team: { $nin: ['red'] } })).toEqual(['bob', 'dan']);
    expect(await ctx.ids({ tags: { $nin: ['ops'] } })).toEqual(['cat', 'dan']);
  });

  it('matches $exists true and false, counting an empty array as present', async () => {
    expect(await ctx.ids({ team: { $exists: true } })).toEqual(['ann', 'bob', 'cat']);
    expect(await ctx.ids({ team: { $exists: false } })).toEqual(['dan']);
    expect(await ctx.ids({ tags: { $exists: true } })).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(await ctx.ids({ 'profile.age': { $exists: true } })).toEqual(['ann']);
  });

  it('matches $regex given as a RegExp, a string, or a string with $options', async () => {
    expect(await ctx.ids({ name: { $regex: /^d/ } })).toEqual(['dan']);
    expect(await ctx.ids({ name: { $regex: 'A' } })).toEqual(['ann']);
    expect(await ctx.ids({ name: { $regex: 'a', $options: 'i' } })).toEqual(['ann', 'cat', 'dan']);
  });

  it('matches a bare RegExp value, ignoring the stateful g flag', async () => {
    const players = ctx.players();
    expect(await ctx.ids({ name: /^b/gi })).toEqual(['bob']);
    expect(await players.countDocuments({ name: /^b/gi })).toBe(1);
  });

  it('matches field-level $not of operators, including documents that lack the field', async () => {
    expect(await ctx.ids({ score: { $not: { $gt: 20 } } })).toEqual(['ann', 'bob']);
    expect(await ctx.ids({ team: { $not: { $eq: 'red' } } })).toEqual(['bob', 'dan']);
  });

  it('matches field-level $not of a regular expression', async () => {
    expect(await ctx.ids({ name: { $not: /^[A-Z]/ } })).toEqual(['dan']);
  });

  it('matches $and and $or, also nested', async () => {
    expect(await ctx.ids({ $and: [{ team: 'red' }, { score: { $gt: 10 } }] })).toEqual(['cat']);
    expect(await ctx.ids({ $or: [{ team: 'blue' }, { score: { $gte: 40 } }] })).toEqual([
      'bob',
      'dan',
    ]);
    expect(
      await ctx.ids({ $and: [{ $or: [{ team: 'red' }, { team: 'blue' }] }, { tags: 'ops' }] }),
    ).toEqual(['ann', 'bob']);
  });

  it('refuses a filter holding an undefined value instead of matching everything', async () => {
    await expect(ctx.players().find({ team: undefined })).rejects.toThrow(/undefined/);
    await expect(ctx.players().deleteMany({ _id: undefined })).rejects.toThrow(/undefined/);
    expect(await ctx.players().countDocuments()).toBe(4);
  });
}
