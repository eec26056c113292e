import { expect, it } from 'vitest';
import { DocumentRefusedError } from '../../store/port';
import type { StoreContext } from './harness';

interface Sheet {
  _id: string;
  title: string;
  rows?: string;
  meta?: { owner?: string };
}

/** A text over MongoDB's 16 MB document limit (a huge MSEL import's events, say). */
const OVERSIZED = 'x'.repeat(17 * 1024 * 1024);

async function refusal(write: Promise<unknown>): Promise<DocumentRefusedError> {
  const error = await write.then(
    () => new Error('the write was stored'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DocumentRefusedError);
  return error as DocumentRefusedError;
}

/** MongoDB's document rules, which both engines keep the same way (docs/operations.md). */
export function limitsContract(ctx: StoreContext): void {
  const sheets = () => ctx.store.collection<Sheet>('sheets');

  it('refuses a document over 16 MB, stores nothing of it and stays writable', async () => {
    const refused = await refusal(
      sheets().insertOne({ _id: 's1', title: 'MSEL', rows: OVERSIZED }),
    );
    expect(refused.reason).toBe('too_large');
    expect(refused.message).toMatch(/sheets: a document of 17\.0 MB is over 16 MB/);
    expect(await sheets().countDocuments()).toBe(0);
    expect(ctx.store.health()).toMatchObject({ writable: true, failing: [] });
    await sheets().insertOne({ _id: 's2', title: 'small' });
    expect(await sheets().countDocuments()).toBe(1);
  });

  it('refuses a batch holding one such document without storing any of it', async () => {
    const batch = [
      { _id: 'a', title: 'first' },
      { _id: 'b', title: 'huge', rows: OVERSIZED },
    ];
    expect((await refusal(sheets().insertMany(batch))).reason).toBe('too_large');
    expect(await sheets().countDocuments()).toBe(0);
  });

  it('refuses an update that would make a document over 16 MB and leaves it as it was', async () => {
    await sheets().insertOne({ _id: 's1', title: 'MSEL' });
    const update = sheets().updateOne({ _id: 's1' }, { $set: { rows: OVERSIZED } });
    expect((await refusal(update)).reason).toBe('too_large');
    const upsert = sheets().findOneAndUpdate(
      { _id: 's2' },
      { $set: { rows: OVERSIZED } },
      { upsert: true, returnDocument: 'after' },
    );
    expect((await refusal(upsert)).reason).toBe('too_large');
    expect(await sheets().find({}, { sort: { _id: 1 } })).toEqual([{ _id: 's1', title: 'MSEL' }]);
    expect(ctx.store.health().writable).toBe(true);
  });

  it('refuses an update naming a field twice, or a field and a part of it', async () => {
    await sheets().insertOne({ _id: 's1', title: 'MSEL', meta: { owner: 'ana' } });
    const twice = sheets().updateOne(
      { _id: 's1' },
      { $set: { title: 'A' }, $unset: { title: '' } },
    );
    expect((await refusal(twice)).reason).toBe('conflicting_paths');
    const part = sheets().updateMany({}, { $set: { meta: {}, 'meta.owner': 'ben' } });
    expect((await refusal(part)).message).toContain('an update names meta and meta.owner');
    const onInsert = sheets().updateOne(
      { _id: 's2' },
      { $set: { title: 'B' }, $setOnInsert: { title: 'C' } },
      { upsert: true },
    );
    expect((await refusal(onInsert)).reason).toBe('conflicting_paths');
    expect(await sheets().find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 's1', title: 'MSEL', meta: { owner: 'ana' } },
    ]);
    expect(ctx.store.health().writable).toBe(true);
  });
}
