import { expect, it } from 'vitest';
import type { StoreContext } from './harness';

interface Event {
  _id: string;
  title: string;
  at?: Date;
  note?: string;
}

export function writeContract(ctx: StoreContext): void {
  const events = () => ctx.store.collection<Event>('events');

  it('inserts a document under the _id it was given', async () => {
    expect(await events().insertOne({ _id: 'e1', title: 'Phishing' })).toEqual({
      insertedId: 'e1',
    });
    expect(await events().findOne({ _id: 'e1' })).toEqual({ _id: 'e1', title: 'Phishing' });
  });

  it('makes up a string _id when the document has none, without touching the given object', async () => {
    const doc = { title: 'Outage' };
    const { insertedId } = await events().insertOne(doc);
    expect(insertedId).toMatch(/^[\w-]{20}$/);
    expect(doc).toEqual({ title: 'Outage' });
    expect(await events().findOne({ _id: insertedId })).toEqual({
      _id: insertedId,
      title: 'Outage',
    });
  });

  it('leaves out fields whose value is undefined', async () => {
    await events().insertOne({ _id: 'e1', title: 'Leak', note: undefined });
    const doc = await events().findOne({ _id: 'e1' });
    expect(doc && 'note' in doc).toBe(false);
  });

  it('keeps dates as dates and compares them in filters', async () => {
    const at = new Date('2024-05-01T10:00:00.000Z');
    await events().insertOne({ _id: 'e1', title: 'Drill', at });
    const doc = await events().findOne({ at: { $gt: new Date('2024-01-01') } });
    expect(doc?.at).toBeInstanceOf(Date);
    expect(doc?.at?.getTime()).toBe(at.getTime());
  });

  it('inserts many documents and reports their ids in order', async () => {
    const result = await events().insertMany([{ _id: 'e1', title: 'A' }, { title: 'B' }]);
    expect(result.insertedCount).toBe(2);
    expect(result.insertedIds[0]).toBe('e1');
    expect(typeof result.insertedIds[1]).toBe('string');
    expect(await events().countDocuments()).toBe(2);
  });

  it('inserts nothing, without failing, when given no documents', async () => {
    expect(await events().insertMany([])).toEqual({ insertedCount: 0, insertedIds: [] });
  });

  it('deletes one document of several that match', async () => {
    await ctx.seed();
    expect(await ctx.players().deleteOne({ team: 'red' })).toEqual({ deletedCount: 1 });
    expect(await ctx.players().countDocuments({ team: 'red' })).toBe(1);
  });

  it('deletes every document that matches', async () => {
    await ctx.seed();
    expect(await ctx.players().deleteMany({ team: 'red' })).toEqual({ deletedCount: 2 });
    expect(await ctx.ids({})).toEqual(['bob', 'dan']);
  });

  it('deletes nothing and says so when nothing matches', async () => {
    await ctx.seed();
    expect(await ctx.players().deleteOne({ team: 'green' })).toEqual({ deletedCount: 0 });
    expect(await ctx.players().deleteMany({ team: 'green' })).toEqual({ deletedCount: 0 });
  });

  it('deletes everything with an empty filter', async () => {
    await ctx.seed();
    expect(await ctx.players().deleteMany({})).toEqual({ deletedCount: 4 });
    expect(await ctx.players().countDocuments()).toBe(0);
  });
}
