import Datastore from '@seald-io/nedb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareCompoundKeysByField, tuneIndexes } from './nedb-indexes';
import { indexesOf, nedbModel } from './nedbInternals';
import type { Raw } from './rules';

const candidates = (db: Datastore<Raw>, query: Raw) =>
  (db as unknown as { _getRawCandidates(query: Raw): Raw[] })._getRawCandidates(query);

async function players(): Promise<Datastore<Raw>> {
  const db = new Datastore<Raw>({ inMemoryOnly: true });
  tuneIndexes(db);
  await db.ensureIndexAsync({ fieldName: 'exerciseId' });
  await db.ensureIndexAsync({ fieldName: 'team' });
  await db.ensureIndexAsync({ fieldName: ['exerciseId', 'user'], unique: true });
  await db.insertAsync(
    Array.from({ length: 500 }, (_, n) => ({
      _id: `p${n}`,
      exerciseId: n < 400 ? 'big' : 'small',
      user: `player${n}`,
      team: n % 2 === 0 ? 'Athena' : 'Artemis',
    })),
  );
  return db;
}

describe('the embedded store reading the fewest documents an index offers', () => {
  it('reads one player for an exercise and user, not every player of the exercise', async () => {
    const db = await players();
    expect(candidates(db, { exerciseId: 'big', user: 'player7' })).toHaveLength(1);
    expect(await db.findAsync({ exerciseId: 'big', user: 'player7' })).toHaveLength(1);
  });

  it('takes the index holding fewer documents for the value asked', async () => {
    const db = await players();
    expect(candidates(db, { team: 'Athena', exerciseId: 'small' })).toHaveLength(100);
    expect(await db.countAsync({ team: 'Athena', exerciseId: 'small' })).toBe(50);
    expect(candidates(db, { exerciseId: 'big', team: 'Athena' })).toHaveLength(250);
  });

  it('leaves queries no index serves to nedb (every document, or $in on an index)', async () => {
    const db = await players();
    expect(candidates(db, { user: 'player7' })).toHaveLength(500);
    expect(candidates(db, { _id: { $in: ['p1', 'p2'] } })).toHaveLength(2);
    expect(await db.findAsync({ user: 'player7' })).toHaveLength(1);
  });
});

describe('an update that leaves an index key as it was', () => {
  const list = (db: Datastore<Raw>, field: string, key: unknown) =>
    (db as unknown as { indexes: Record<string, { tree: { search(k: unknown): Raw[] } }> }).indexes[
      field
    ]!.tree.search(key);
  const cached = (db: Datastore<Raw>, id: string) => db.getAllData().find((doc) => doc._id === id);

  it('swaps the document in its list, which stays the same list', async () => {
    const db = await players();
    const before = list(db, 'exerciseId', 'big');
    await db.updateAsync({ _id: 'p7' }, { $set: { notes: 'Call the bridge.' } });
    const after = list(db, 'exerciseId', 'big');
    expect(after).toBe(before);
    expect(after).toHaveLength(400);
    expect(after).toContain(cached(db, 'p7'));
    expect(await db.findAsync({ exerciseId: 'big', notes: 'Call the bridge.' })).toHaveLength(1);
  });

  it('moves a document whose key changed, and puts every index back when one refuses', async () => {
    const db = await players();
    await db.updateAsync({ _id: 'p8' }, { $set: { team: 'Hermes' } });
    expect(list(db, 'team', 'Hermes')).toEqual([cached(db, 'p8')]);
    expect(list(db, 'team', 'Athena')).toHaveLength(249);
    const original = cached(db, 'p9');
    // p9 takes p8's user: the compound unique index refuses after exerciseId and team were done.
    const clash = db.updateAsync({ _id: 'p9' }, { $set: { user: 'player8', team: 'Hermes' } });
    await expect(clash).rejects.toThrow();
    expect(cached(db, 'p9')).toBe(original);
    expect(list(db, 'exerciseId', 'big')).toContain(original);
    expect(list(db, 'team', 'Artemis')).toContain(original);
    expect(list(db, 'team', 'Hermes')).toEqual([cached(db, 'p8')]);
  });
});

describe('a compound index comparing its keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders keys as nedb does, without sorting their field names at each comparison', async () => {
    const db = await players();
    compareCompoundKeysByField(db, 'exerciseId,user');
    const sorts = vi.spyOn(Array.prototype, 'sort');
    expect(await db.findAsync({ exerciseId: 'big', user: 'player7' })).toHaveLength(1);
    await db.insertAsync({ _id: 'late', exerciseId: 'big', user: 'late' });
    expect(sorts).not.toHaveBeenCalled();
    sorts.mockRestore();
    const values = ['a', 'b', 10, 2, null, undefined, true, 'B'];
    const keys = values.flatMap((exerciseId) => values.map((user) => ({ exerciseId, user })));
    const compare = indexesOf(db)['exerciseId,user']!.treeOptions.compareKeys;
    expect(compare).not.toBe(nedbModel.compareThings);
    const theirs = [...keys].sort((a, b) => nedbModel.compareThings(a, b));
    expect([...keys].sort((a, b) => compare(a, b))).toEqual(theirs);
  });

  it('still refuses a second document under a unique compound key', async () => {
    const db = await players();
    compareCompoundKeysByField(db, 'exerciseId,user');
    await expect(
      db.insertAsync({ _id: 'twin', exerciseId: 'big', user: 'player7' }),
    ).rejects.toThrow();
  });
});
