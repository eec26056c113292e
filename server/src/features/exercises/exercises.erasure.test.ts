import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvents } from '../../core/domainEvents';
import { openStore, type Store } from '../../store';
import { filesHolding } from '../../testing/dataDirScan';
import { adHocEventsRepo } from './adHocEvents.repo';
import { exercisesErasure } from './exercises.erasure';
import { exercisesRepo } from './exercises.repo';
import { playersRepo } from './players.repo';
import { responsesRepo } from './responses.repo';
import { waitingPlayersRepo } from './waitingPlayers.repo';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-exercise-erasure-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('removing an exercise', () => {
  it('empties its waiting room, physically, and leaves other sessions waiting', async () => {
    const events = new DomainEvents();
    const waitingPlayers = waitingPlayersRepo(store);
    exercisesErasure(events, {
      exercises: exercisesRepo(store),
      players: playersRepo(store),
      responses: responsesRepo(store),
      adHocEvents: adHocEventsRepo(store),
      waitingPlayers,
    });
    const entry = (exerciseId: string, user: string) => ({
      exerciseId,
      user,
      team: 'Athena',
      since: 1,
      waitToken: `wait-${exerciseId}-${user}`,
    });
    await waitingPlayers.wait(entry('e1', 'ann.waiting@acme.test'));
    await waitingPlayers.wait(entry('e2', 'ben'));

    await events.settle('exerciseRemoved', { exerciseId: 'e1' });

    expect(await waitingPlayers.listByExercise('e1')).toEqual([]);
    expect((await waitingPlayers.listByExercise('e2')).map((doc) => doc.user)).toEqual(['ben']);
    expect(filesHolding(dir, ['ann.waiting@acme.test'])).toEqual([]);
  });
});
