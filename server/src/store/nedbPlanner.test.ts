import Datastore from '@seald-io/nedb';
import { describe, expect, it } from 'vitest';
import { planCandidates } from './nedbPlanner';
import type { Raw } from './rules';

const candidates = (db: Datastore<Raw>, query: Raw) =>
  (db as unknown as { _getRawCandidates(query: Raw): Raw[] })._getRawCandidates(query);

async function players(): Promise<Datastore<Raw>> {
  const db = new Datastore<Raw>({ inMemoryOnly: true });
  planCandidates(db);
  await db.ensureIndexAsync({ fieldName: 'exerciseId' });
  await db.ensureIndexAsync({ fieldName: ['exerciseId', 'user'], unique: true });
  await db.ensureIndexAsync({ fieldName: 'team' });
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
