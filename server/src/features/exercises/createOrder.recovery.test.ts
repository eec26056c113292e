import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store';
import type { ClientsRepo } from '../clients/clients.repo';
import { creditsService } from '../credits/credits.service';
import type { ScenarioDoc } from '../scenarios/scenarios.repo';
import { openRepos, type Repos } from '../repos';
import { exerciseCreator, recoverUnfinishedOrders, type ExerciseDraft } from './exerciseCreator';

/**
 * A crash (kill -9) can stop an order after any of its writes. Each case freezes `create` at
 * one step, as a crash would, then runs start-up recovery on the same store: the order is
 * either rolled back and refunded, or complete and paid, never in between.
 */

let dir: string;
let store: Store;
let repos: Repos;
let clients: ClientsRepo;

const CLIENT = 'acme';
const never = () => new Promise<never>(() => undefined);

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-recovery-'));
  store = await openStore({ dataDir: dir });
  repos = await openRepos(store);
  clients = repos.clients;
  await clients.insert({
    _id: CLIENT,
    name: CLIENT,
    email: 'owner@acme.test',
    level: 2,
    credit: 100,
    creditSpent: 0,
    months: 12,
    subscribedOn: '2026-01-01',
    subscribedUntil: '2027-01-01',
    private: false,
    scenarios: [],
    configuration: { branding_logo_url: '', nda_text: '' },
  });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const credits = () => creditsService(repos);
const recover = () => recoverUnfinishedOrders({ ...repos, credits: credits() });

function creator(frozen: Partial<Record<'insertMany' | 'completeOrder' | 'settle', true>> = {}) {
  return exerciseCreator({
    exercises: { ...repos.exercises, ...(frozen.completeOrder && { completeOrder: never }) },
    players: { ...repos.players, ...(frozen.insertMany && { insertMany: never }) },
    credits: { ...credits(), ...(frozen.settle && { settle: never }) },
    clock: { now: () => Date.parse('2026-11-23T10:00:00Z') },
    newToken: (() => {
      let n = 0;
      return () => `link-${++n}`;
    })(),
  });
}

const draft = (identifier: string): ExerciseDraft => ({
  client: CLIENT,
  identifier,
  scenarioFileName: 'drill',
  facilitated: false,
  teams: [],
  trainers: [],
  branding: null,
  date: '2026-12-01',
  expiresAt: null,
  clock: null,
  open: true,
  facilitatorToken: null,
  facilitatorEmail: null,
  joinToken: null,
  private: false,
  orderedBy: CLIENT,
  credits: 21,
});
const scenario = { _id: 's', fileName: 'drill', events: [] } as unknown as ScenarioDoc;
const seeds = Array.from({ length: 21 }, (_, i) => ({
  user: `p${i}@acme.test`,
  email: `p${i}@acme.test`,
  team: null,
}));

/** Starts an order that freezes at a step, and lets its earlier writes land. */
async function crashAt(step: 'insertMany' | 'completeOrder' | 'settle', identifier: string) {
  void creator({ [step]: true }).create(draft(identifier), scenario, seeds);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function state() {
  const client = await clients.findByName(CLIENT);
  const exercises = await repos.exercises.listByClient(CLIENT);
  const players = await repos.players.listByExercises(exercises.map((e) => e._id));
  return {
    credit: client?.credit,
    spent: client?.creditSpent,
    open: client?.openOrders,
    exercises,
    players,
  };
}

describe('recoverUnfinishedOrders', () => {
  it('refunds 21 credits and frees the identifier when the crash came before the players were written', async () => {
    await crashAt('insertMany', 'Cut short');
    expect((await state()).credit).toBe(79);
    expect(await recover()).toEqual({ rolledBack: 1 });
    expect(await state()).toMatchObject({
      credit: 100,
      spent: 0,
      open: {},
      exercises: [],
      players: [],
    });
    await creator().create(draft('Cut short'), scenario, seeds);
    expect((await state()).players).toHaveLength(21);
  });

  it('rolls back an order whose 21 players were written but which was never marked complete', async () => {
    await crashAt('completeOrder', 'Almost');
    expect((await state()).players).toHaveLength(21);
    await recover();
    expect(await state()).toMatchObject({ credit: 100, spent: 0, exercises: [], players: [] });
  });

  it('keeps a complete order paid when only the settling of the payment was cut', async () => {
    await crashAt('settle', 'Complete');
    expect(await recover()).toEqual({ rolledBack: 0 });
    const after = await state();
    expect(after).toMatchObject({ credit: 79, spent: 21, open: {} });
    expect(after.exercises.map((e) => [e.identifier, e.orderPending])).toEqual([
      ['Complete', undefined],
    ]);
    expect(after.players).toHaveLength(21);
  });

  it('leaves an order another process began after the grace time to that process', async () => {
    await crashAt('insertMany', 'In progress');
    // The order began at 10:00; a process starting now recovers only orders begun before 09:55.
    expect(
      await recoverUnfinishedOrders({ ...repos, credits: credits() }, '2026-11-23T09:55:00.000Z'),
    ).toEqual({ rolledBack: 0 });
    const untouched = await state();
    expect(untouched).toMatchObject({ credit: 79, open: { [untouched.exercises[0]!._id]: 21 } });
    expect(untouched.exercises.map((e) => [e.identifier, e.orderPending])).toEqual([
      ['In progress', true],
    ]);
    // Once older than the grace time, it is a crashed order like any other.
    await recoverUnfinishedOrders({ ...repos, credits: credits() }, '2026-11-23T10:05:00.000Z');
    expect(await state()).toMatchObject({ credit: 100, spent: 0, exercises: [], players: [] });
  });

  it('leaves complete orders alone and refunds nothing twice', async () => {
    await creator().create(draft('Done'), scenario, seeds);
    await crashAt('insertMany', 'Cut');
    await recover();
    await recover();
    const after = await state();
    expect(after).toMatchObject({ credit: 79, spent: 21 });
    expect(after.exercises.map((e) => e.identifier)).toEqual(['Done']);
  });
});
