import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../core/clock';
import { nedbModel } from '../../store/nedbInternals';
import { eachPlayerSession } from '../../testing/playerWorld';
import type { PlayerDoc } from '../exercises/exercise.docs';
import type { PlayersRepo } from '../exercises/players.repo';
import { playerResolver, takeGuardRead } from './playerAccess';

/** How many player documents the embedded engine copied out (one per read of a player). */
function playerReads(): { count: number } {
  const seen = { count: 0 };
  const copy = nedbModel.deepCopy.bind(nedbModel);
  vi.spyOn(nedbModel, 'deepCopy').mockImplementation((doc) => {
    if (typeof doc === 'object' && doc !== null && 'reads' in doc && 'user' in doc) seen.count += 1;
    return copy(doc);
  });
  return seen;
}

const ann = { _id: 'p1', exerciseId: 'e1', user: 'ann', team: 'Athena', expiresAt: null };
const players = { findById: async () => ann } as unknown as PlayersRepo;

describe('the player a call’s guard read', () => {
  it('is handed to the call’s first game read only, and only for a REST call', async () => {
    const resolve = playerResolver(players, systemClock);
    const forCall = await resolve('p1', 'e1', true);
    expect(takeGuardRead(forCall)).toBe(ann as unknown as PlayerDoc);
    expect(takeGuardRead(forCall)).toBeUndefined();
    // A socket's principal lives on while its player changes: nothing is kept for it.
    expect(takeGuardRead(await resolve('p1', 'e1'))).toBeUndefined();
  });

  const session = eachPlayerSession('ann');

  // The count is the embedded engine's; a MongoDB run reads through another driver.
  it.skipIf(process.env.MONGODB_URI)('saves a poll its second read of the player', async () => {
    await session.inbox();
    const reads = playerReads();
    const events = await session.inbox();
    expect(events.length).toBeGreaterThan(0);
    expect(reads.count).toBe(1);
  });

  it('leaves a second read within the call to the store: a marked read shows at once', async () => {
    const { body } = await session.post('/api/readTweets', { user: session.user });
    const feed = (body as { events: { read: boolean }[] }).events;
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((post) => post.read)).toBe(true);
  });
});
