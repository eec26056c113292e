import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store';
import type { ExerciseDoc } from './exercise.docs';
import { playersRepo, type PlayersRepo } from './players.repo';

let dir: string;
let store: Store;
let players: PlayersRepo;
const exercise = { _id: 'ex1', expiresAt: null } as ExerciseDoc;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-players-'));
  store = await openStore({ dataDir: dir });
  players = playersRepo(store);
  await players.ensureIndexes();
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('createFacilitatedPlayer', () => {
  it('creates a player with its own unguessable link token, the alias lowercased', async () => {
    const player = await players.createFacilitatedPlayer(exercise, 'Neo', 'Athena');
    expect(player).toMatchObject({ user: 'neo', alias: 'neo', team: 'Athena', email: null });
    expect(player.linkToken).toMatch(/^[\w-]{20}$/);
    expect(await players.findByLinkToken(player.linkToken)).toEqual(player);
  });

  it('continues as the same player when the alias enters again, keeping their team', async () => {
    const first = await players.createFacilitatedPlayer(exercise, 'neo', 'Athena');
    const again = await players.createFacilitatedPlayer(exercise, 'NEO', 'Artemis');
    expect(again._id).toBe(first._id);
    expect(again.team).toBe('Athena');
  });

  it('stores one player when two browsers enter with the same alias at once', async () => {
    const both = await Promise.all([
      players.createFacilitatedPlayer(exercise, 'trinity', 'Athena'),
      players.createFacilitatedPlayer(exercise, 'trinity', 'Athena'),
    ]);
    expect(both[0]._id).toBe(both[1]._id);
    expect(await players.listByExercise('ex1')).toHaveLength(1);
  });
});

describe('listByIds', () => {
  it('reads exactly the players asked for, a few or many, and none of another exercise', async () => {
    const other = { _id: 'ex2', expiresAt: null } as ExerciseDoc;
    const made = [];
    for (let i = 0; i < 130; i += 1) {
      made.push(await players.createFacilitatedPlayer(exercise, `p${i}`, 'Athena'));
    }
    const elsewhere = await players.createFacilitatedPlayer(other, 'p0', 'Athena');
    const ids = (list: { _id: string }[]) => list.map((player) => player._id).sort();
    const few = made.slice(0, 3);
    expect(ids(await players.listByIds('ex1', ids(few)))).toEqual(ids(few));
    const many = made.slice(0, 120);
    const asked = [...ids(many), elsewhere._id];
    expect(ids(await players.listByIds('ex1', asked))).toEqual(ids(many));
  });
});

describe('drafts and reads', () => {
  it('keeps a draft per event and the first read of each event', async () => {
    const player = await players.createFacilitatedPlayer(exercise, 'neo', 'Athena');
    await players.setDraft(player._id, 'a.b', 'first words');
    await players.markRead(player._id, '2', 1000);
    await players.markRead(player._id, '2', 2000);
    const stored = (await players.findById(player._id))!;
    expect(players.draftOf(stored, 'a.b')).toBe('first words');
    expect(players.draftOf(stored, 'other')).toBe('');
    expect(players.readAtOf(stored, '2')).toBe(1000);
  });
});
