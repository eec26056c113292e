import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { DEMO_SCENARIO, type ScenarioEvent } from '@dojo/protocol';
import type { ExerciseDoc } from '../features/exercises/exercise.docs';
import { ManualClock } from './manualClock';
import { startTestServer, type TestServer } from './testServer';
import { ownerToken, portalOrder, trainerToken } from './orders';
import { replaceScenarioSnapshot } from './scenarioSnapshot';

/** Test helpers for the reports feature (tests only): the demo data on a manual clock. */

export interface ReportsWorld {
  server: TestServer;
  clock: ManualClock;
  owner: string;
  trainer: string;
  sockets: Socket[];
}

export const CAMPAIGN = DEMO_EXERCISES.campaign.identifier;
export const [ANA, BEN, CHLOE] = DEMO_EXERCISES.campaign.players;
/** The demo scenario's first question's options (event 2). */
export const ISOLATE = 'Isolate FS-02 from the network now';
export const WAIT = 'Keep watching and gather more evidence';
/** The exercise the demo trainer trains, ordered by the owner in every world. */
export const TRAINED = 'Trainer drill';

export async function startReportsWorld(): Promise<ReportsWorld> {
  const clock = new ManualClock(Date.now());
  const server = await startTestServer({}, undefined, { clock });
  const owner = await ownerToken(server);
  const trainer = await trainerToken(server);
  const ordered = await server.post(
    '/api/createOrder',
    portalOrder(owner, { identifier: TRAINED, trainer: DEMO.trainer.username }),
  );
  if (ordered.status !== 200) throw new Error(`order failed: ${JSON.stringify(ordered.body)}`);
  return { server, clock, owner, trainer, sockets: [] };
}

/** A fresh reports world for each test of the calling file; `onStart` gets it once started. */
export function eachReportsWorld(onStart: (world: ReportsWorld) => unknown): void {
  let world: ReportsWorld | undefined;
  beforeEach(async () => {
    world = await startReportsWorld();
    await onStart(world);
  });
  afterEach(async () => {
    if (world) await stopReportsWorld(world);
    world = undefined;
  });
}

export async function stopReportsWorld(world: ReportsWorld): Promise<void> {
  world.sockets.splice(0).forEach((socket) => socket.disconnect());
  await world.server.close();
}

/** A demo player entering with their link; answers their session token. */
export async function enterAs(world: ReportsWorld, link: string): Promise<string> {
  const { body } = await world.server.post('/api/loginToken', { token: link });
  return (body as { token: string }).token;
}

/**
 * Swaps the demo campaign's scenario for one question that ends the run 5 s after it is
 * answered ('Isolate' correct, 'Wait' wrong), so a test can play a run to its end.
 */
export async function shortenCampaign(world: ReportsWorld): Promise<void> {
  const exercises = world.server.store.collection<ExerciseDoc>('exercises');
  const [campaign] = await exercises.find({ identifier: CAMPAIGN });
  if (!campaign) throw new Error('the demo campaign is missing');
  const question: ScenarioEvent = {
    id: '1',
    section: '1',
    type: 'Email',
    subject: 'Contain FS-02?',
    content: 'Isolate it or wait?',
    responseType: 'option',
    options: JSON.stringify([{ option: 'Isolate' }, { option: 'Wait' }]),
    correct: ['Isolate'],
    wrong: ['Wait'],
    timeLimit: '100',
    next: '/0',
    delay: '5',
  };
  await replaceScenarioSnapshot(world.server, campaign._id, (snapshot) => ({
    ...snapshot,
    scenario: [question],
  }));
}

/** The player accepts the agreement (NDA): from opened to playing. */
export function agreeNda(world: ReportsWorld, token: string) {
  return world.server.post('/api/agreeExerciseNda', { token });
}

export function answer(
  world: ReportsWorld,
  token: string,
  user: string,
  id: string,
  response: unknown,
) {
  return world.server.post('/api/setResponse', {
    token,
    user,
    id,
    response,
    next: '',
    scenario: DEMO_SCENARIO.fileName,
  });
}

/** An account's socket, recording every report.changed push. */
export async function reportSocket(world: ReportsWorld, token: string) {
  const socket = connect(world.server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  world.sockets.push(socket);
  const pushes: { scope: string; seq: number; data: { group: string; change: string } }[] = [];
  socket.on('report.changed', (push: (typeof pushes)[number]) => pushes.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const follow = (groups: string[]) =>
    new Promise<{ ok: boolean; data?: unknown; error?: { message: string } }>((resolve) =>
      socket.emit('report.follow', { groups }, resolve),
    );
  return { socket, pushes, follow };
}
