import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { adminCalls } from '@dojo/protocol';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { DEMO_ORGANISATIONS, DEMO_PDFS } from '../demo/library';
import { Publisher } from '../realtime/publisher';
import { openStore, type Store } from '../store';
import { DomainEvents } from '../core/domainEvents';
import { openRepos, type Repos } from '../features/repos';
import { creditsService } from '../features/credits/credits.service';
import { orderServices } from '../features/exercises/exercises.feature';
import { newLinkToken } from '../features/exercises/tokens';
import type { PlayerDoc } from '../features/exercises/exercise.docs';
import { exercisesErasure } from '../features/exercises/exercises.erasure';
import { facilitatorService } from '../features/facilitator/facilitator.service';
import { socialErasure } from '../features/player/social.erasure';
import { erasure } from '../features/privacy/erasure';
import { exercisePositions } from '../features/facilitator/positions';

/** A facilitated exercise with its console's service on a temp store and a clock tests move. */
export interface ConsoleRig {
  store: Store;
  repos: Repos;
  console: ReturnType<typeof facilitatorService>;
  principal: { kind: 'facilitator'; user: string; exerciseId: string };
  /** What the runner and the consoles were told, in order. */
  told: string[];
  pushes: { scope: string; change: string; paused: string; open: boolean; gameTime: number }[];
  /** Moves the wall clock forward. */
  advance(ms: number): void;
  now(): number;
  close(): Promise<void>;
}

export const START = Date.UTC(2026, 0, 5, 9, 0, 0);

export async function consoleRig(): Promise<ConsoleRig> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-console-'));
  const store = await openStore({ dataDir: dir });
  const repos = await openRepos(store);
  await repos.scenarios.insert({
    _id: DEMO_SCENARIO.fileName,
    ...DEMO_SCENARIO,
    updatedAt: new Date(START).toISOString(),
  });
  for (const organisation of DEMO_ORGANISATIONS) await repos.organisations.insert(organisation);
  for (const pdf of DEMO_PDFS) await repos.pdfs.insert(pdf, new Date(START).toISOString());
  let current = START;
  const now = () => current;
  const credits = creditsService(repos);
  const { facilitated } = orderServices({ repos, credits, clock: { now }, newToken: newLinkToken });
  const created = await facilitated.create(
    adminCalls.createFacilitate.request.parse({
      token: 'test',
      branding: '',
      email: 'facilitator@acme.test',
      identifier: 'Console drill',
      scenario: DEMO_SCENARIO.fileName,
      teams: ['Athena', 'Artemis'],
      date: '2026-1-5',
    }),
    { kind: 'staff', user: 'admin', role: 'admin' },
  );

  const told: string[] = [];
  const events = new DomainEvents();
  events.on('exerciseChanged', ({ exerciseId }) => told.push(`exercise ${exerciseId}`));
  events.on('playerChanged', (e) => told.push(`player ${e.exerciseId} ${e.playerId}`));
  const publisher = new Publisher({ now });
  const pushes: ConsoleRig['pushes'] = [];
  const push = publisher.push.bind(publisher);
  publisher.push = (scope, def, data) => {
    // The consoles' room only (Open also tells the waiting room, docs/facilitator.md).
    if (scope.startsWith('facilitator:'))
      pushes.push({ scope, ...(data as Omit<ConsoleRig['pushes'][number], 'scope'>) });
    return push(scope, def, data);
  };
  // A reset erases through the features' own listeners, as on a server.
  exercisesErasure(events, repos);
  socialErasure(events, repos.social);
  const service = facilitatorService({
    ...repos,
    events,
    publisher,
    positions: exercisePositions(repos),
    erasure: erasure({ journal: repos.erasures, events, clock: { now } }),
    clock: { now },
  });
  return {
    store,
    repos,
    console: service,
    principal: {
      kind: 'facilitator',
      user: 'facilitator@acme.test',
      exerciseId: created.exerciseId,
    },
    told,
    pushes,
    advance: (ms) => {
      current += ms;
    },
    now,
    close: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A console rig for each test of the calling file; `onStart` gets it once built. */
export function eachConsoleRig(onStart: (rig: ConsoleRig) => unknown): void {
  let rig: ConsoleRig | undefined;
  beforeEach(async () => {
    rig = await consoleRig();
    await onStart(rig);
  });
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });
}

/** A player of the rig's session, joined by its shared link: alias and team. */
export async function joinRigPlayer(
  rig: ConsoleRig,
  alias: string,
  team: string,
): Promise<PlayerDoc> {
  const exercise = (await rig.repos.exercises.findById(rig.principal.exerciseId))!;
  return rig.repos.players.createFacilitatedPlayer(exercise, alias, team);
}
