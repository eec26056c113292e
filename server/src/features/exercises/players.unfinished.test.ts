import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore, type Store } from '../../store';
import { nedbIndexClass, nedbModel } from '../../store/nedbInternals';
import type { ExerciseDoc } from './exercise.docs';
import { playersRepo, type PlayersRepo } from './players.repo';

let dir: string;
let store: Store;
let players: PlayersRepo;
const exercise = { _id: 'ex1', expiresAt: null } as ExerciseDoc;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-unfinished-'));
  store = await openStore({ dataDir: dir });
  players = playersRepo(store);
  await players.ensureIndexes();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The embedded engine's matcher (nedb's `model.match`), which every read runs per document. */
const model = nedbModel as unknown as { match(doc: unknown, query: unknown): boolean };

describe('hasUnfinished', () => {
  it('answers whether anyone of the exercise is still playing, and no once the last has finished', async () => {
    const [neo, trinity] = await Promise.all([
      players.createFacilitatedPlayer(exercise, 'neo', 'Athena'),
      players.createFacilitatedPlayer(exercise, 'trinity', 'Athena'),
    ]);
    expect(await players.hasUnfinished('ex1')).toBe(true);
    await players.finish(neo._id, '2026-11-29T05:00:00.000Z');
    expect(await players.hasUnfinished('ex1')).toBe(true);
    await players.finish(trinity._id, '2026-11-29T05:01:00.000Z');
    expect(await players.hasUnfinished('ex1')).toBe(false);
    expect(await players.hasUnfinished('another')).toBe(false);
  });

  // The stall hunt of issue 36: at every finish a count of the unfinished matched every player
  // of a 5,000-player exercise, twice. Counted in documents matched, not in time.
  it('reads a few players at a finish, however many the exercise has', async () => {
    for (let i = 0; i < 300; i += 1) {
      await players.createFacilitatedPlayer(exercise, `player${i}`, 'Athena');
    }
    const match = vi.spyOn(model, 'match');
    expect(await players.hasUnfinished('ex1')).toBe(true);
    expect(match.mock.calls.length).toBeLessThanOrEqual(3);
  });

  // At 10,000 players the count still visited every player of the exercise at each finish
  // (issue 36, session 14): counted in documents the indexes handed over, not in time.
  it('reads only the unfinished players at a finish, however many have finished', async () => {
    const all = [];
    for (let i = 0; i < 300; i += 1) {
      all.push(await players.createFacilitatedPlayer(exercise, `player${i}`, 'Athena'));
    }
    for (const player of all.slice(0, 298))
      await players.finish(player._id, '2026-11-29T07:00:00.000Z');
    // The exercise's players as its index holds them: each read of `finishedAt` is counted.
    const lookups = vi.spyOn(nedbIndexClass.prototype, 'getMatching');
    await players.hasUnfinished('ex1');
    const everyone = lookups.mock.results
      .map((result) => result.value as Record<string, unknown>[])
      .find((list) => list.length === 300)!;
    let reads = 0;
    for (const doc of everyone) {
      const value = doc.finishedAt;
      Object.defineProperty(doc, 'finishedAt', {
        get: () => ((reads += 1), value),
        enumerable: true,
        configurable: true,
      });
    }
    expect(await players.hasUnfinished('ex1')).toBe(true);
    expect(reads).toBeLessThanOrEqual(2);
  });
});
