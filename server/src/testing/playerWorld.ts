import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import type { ScenarioEvent, ScenarioFile } from '@dojo/protocol';
import { STOPPED_CLOCK } from '@dojo/scheduler';
import { ManualClock } from './manualClock';
import { startTestServer, type TestServer } from './testServer';
import { clientsRepo } from '../features/clients/clients.repo';
import type { ExerciseDoc, PlayerDoc } from '../features/exercises/exercise.docs';
import { exercisesRepo } from '../features/exercises/exercises.repo';
import { newPlayer, playersRepo } from '../features/exercises/players.repo';
import { pdfsRepo } from '../features/pdfs/pdfs.repo';
import { replaceScenarioSnapshot } from './scenarioSnapshot';

/**
 * A small scenario that exercises every rule the player calls rely on:
 * p1 (Preset social post) and 1 show at the start; answering 1 'Isolate' shows 2 ten seconds
 * later, 'Wait' shows 3 (the end); 2 (free text) leads to the team question 4; the Noise
 * news n1 shows by itself two minutes in.
 */
export const EVENTS: ScenarioEvent[] = [
  {
    id: 'p1',
    section: 'Preset',
    type: 'Social',
    content: 'We are hiring security engineers!',
    likes: '3',
    comments: [
      { organisation: 'Acme', persona: 'Ann', content: 'Great!', address: 'ann@acme', likes: '1' },
    ],
  },
  {
    id: '1',
    section: 'Main',
    type: 'Email',
    subject: 'Ransom note',
    responseType: 'option',
    options: JSON.stringify([
      { option: 'Isolate', next: '2' },
      { option: 'Wait', next: '3' },
    ]),
    correct: ['Isolate'],
    wrong: ['Wait'],
    correctFeedback: 'Good call.',
    delay: '10',
    pdf: 'playbook',
  },
  {
    id: '2',
    section: 'Main',
    subject: 'Isolation done',
    responseType: 'text',
    options: 'text',
    next: '4',
  },
  { id: '3', section: 'Main', subject: 'The ransomware spread', next: '/0' },
  {
    id: '4',
    section: 'Main',
    subject: 'Team call',
    team: 'true',
    responseType: 'option',
    options: JSON.stringify([{ option: 'Call police' }, { option: 'Pay' }]),
    correct: ['Call police'],
    next: '/0',
  },
  { id: 'n1', section: 'Noise', type: 'News', subject: 'Markets calm', displayAfter: '2' },
];

const SCENARIO: ScenarioFile = {
  fileName: 'playerTest',
  title: 'Player test',
  subtitle: '',
  description: '',
  playtime: '90',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 0,
  teams: true,
  beta: false,
  visible: true,
  scenario: EVENTS,
};

export const BRAND = {
  name: 'brandco',
  logo: 'https://brand.example/logo.png',
  nda: '<p>Keep it secret.</p>',
};

/** An automated exercise of the kit's scenario, as the store keeps it. */
export function exerciseDoc(
  id: string,
  now: number,
  overrides: Partial<ExerciseDoc> = {},
): ExerciseDoc {
  return {
    _id: id,
    client: 'acmecorp',
    identifier: id,
    identifierKey: id,
    scenarioFileName: SCENARIO.fileName,
    scenario: SCENARIO,
    facilitated: false,
    teams: ['Athena', 'Hades'],
    trainers: [],
    branding: BRAND.name,
    date: '2026-1-5',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 7 * 86_400_000).toISOString(),
    clock: null,
    open: true,
    facilitatorToken: null,
    facilitatorEmail: null,
    joinToken: null,
    private: false,
    orderedBy: 'acmecorp',
    credits: 3,
    ...overrides,
  };
}

export interface PlayerWorld {
  server: TestServer;
  clock: ManualClock;
  /** ann and ben are in team Athena, cy in Hades, old's link has expired. */
  links: { ann: string; ben: string; cy: string; old: string };
  /** The shared link of the facilitated exercise 'live' (open, clock not started). */
  joinToken: string;
  sockets: Socket[];
}

/** A test server on a manual clock, with an automated and a facilitated exercise. */
export async function startPlayerWorld(): Promise<PlayerWorld> {
  const clock = new ManualClock();
  const server = await startTestServer({ DEMO_DATA: 'false' }, undefined, { clock });
  await seed(server, clock.now());
  return {
    server,
    clock,
    links: { ann: 'link-ann', ben: 'link-ben', cy: 'link-cy', old: 'link-old' },
    joinToken: 'join-live',
    sockets: [],
  };
}

async function seed(server: TestServer, now: number): Promise<void> {
  const { store } = server;
  await clientsRepo(store).insert({
    _id: BRAND.name,
    name: BRAND.name,
    email: 'brand@brand.example',
    level: 2,
    credit: 0,
    creditSpent: 0,
    months: 12,
    subscribedOn: '2026-01-01',
    subscribedUntil: '2027-01-01',
    private: false,
    scenarios: [],
    configuration: { branding_logo_url: BRAND.logo, nda_text: BRAND.nda },
  });
  await pdfsRepo(store).insert(
    {
      fileName: 'playbook',
      title: 'Ransomware playbook',
      content: 'header: Step 1',
      images: [],
      type: 'Document',
      fields: [],
    },
    '2026-01-01T00:00:00.000Z',
  );
  await pdfsRepo(store).insert(
    {
      fileName: 'secret',
      title: 'Not sent',
      content: '',
      images: [],
      type: 'Document',
      fields: [],
    },
    '2026-01-01T00:00:00.000Z',
  );
  const exercises = exercisesRepo(store);
  const players = playersRepo(store);
  const automated = exerciseDoc('camp', now);
  await exercises.insert(automated);
  const seeds: [string, string, string | null][] = [
    ['ann@acme.test', 'link-ann', 'Athena'],
    ['ben@acme.test', 'link-ben', 'Athena'],
    ['cy@acme.test', 'link-cy', 'Hades'],
  ];
  for (const [email, linkToken, team] of seeds) {
    await players.insert(
      newPlayer(automated, { user: email, email, alias: null, team, linkToken }),
    );
  }
  const expired: PlayerDoc = {
    ...newPlayer(automated, {
      user: 'old@acme.test',
      email: 'old@acme.test',
      alias: null,
      team: null,
      linkToken: 'link-old',
    }),
    expiresAt: new Date(now - 1).toISOString(),
  };
  await players.insert(expired);
  await exercises.insert(
    exerciseDoc('live', now, {
      facilitated: true,
      expiresAt: null,
      clock: { ...STOPPED_CLOCK },
      joinToken: 'join-live',
      facilitatorToken: 'facilitate-live',
      identifier: 'live',
      identifierKey: 'live',
    }),
  );
  await exercises.insert(
    exerciseDoc('closed', now, {
      facilitated: true,
      open: false,
      expiresAt: null,
      clock: { ...STOPPED_CLOCK },
      joinToken: 'join-closed',
      facilitatorToken: 'facilitate-closed',
      identifier: 'closed',
      identifierKey: 'closed',
    }),
  );
}

export interface Entered {
  token: string;
  user: string;
}

/** Opens a link: the player's session (and, automated, the start of their clock). */
export async function enter(world: PlayerWorld, link: string): Promise<Entered> {
  const { body } = await world.server.post('/api/loginToken', { token: link });
  return body as Entered;
}

export async function stopPlayerWorld(world: PlayerWorld): Promise<void> {
  world.sockets.splice(0).forEach((socket) => socket.disconnect());
  await world.server.close();
}

/**
 * A fresh player world for each test of the calling file (its beforeEach and afterEach):
 * `onStart` gets it once started, to keep it and enter links.
 */
export function eachPlayerWorld(onStart: (world: PlayerWorld) => unknown): void {
  let world: PlayerWorld | undefined;
  beforeEach(async () => {
    world = await startPlayerWorld();
    await onStart(world);
  });
  afterEach(async () => {
    if (world) await stopPlayerWorld(world);
    world = undefined;
  });
}

/** The player calls with one session's token, and that player's inbox (ann's by default). */
export function playerCalls(world: PlayerWorld, token: string) {
  const post = (path: string, body: Record<string, unknown>) =>
    world.server.post(path, { token, ...body });
  const inbox = async (player = 'ann@acme.test', team = 'Athena'): Promise<ScenarioEvent[]> => {
    const { body } = await post('/api/getMail', { player, team });
    return (body as { events: ScenarioEvent[] }).events;
  };
  return { post, inbox };
}

export interface PlayerSession extends Entered {
  world: PlayerWorld;
  /** A player call with this session's token. */
  post(path: string, body: Record<string, unknown>): ReturnType<TestServer['post']>;
  /** The inbox of the given player and team (ann's in Athena by default). */
  inbox(player?: string, team?: string): Promise<ScenarioEvent[]>;
}

/**
 * A fresh player world for each test of the calling file, with one player's link entered:
 * the session's fields are the current test's (its functions can be taken once).
 */
export function eachPlayerSession(link: keyof PlayerWorld['links']): PlayerSession {
  const session = {
    post: (path: string, body: Record<string, unknown>) =>
      playerCalls(session.world, session.token).post(path, body),
    inbox: (player?: string, team?: string) =>
      playerCalls(session.world, session.token).inbox(player, team),
  } as PlayerSession;
  eachPlayerWorld(async (world) => {
    session.world = world;
    Object.assign(session, await enter(world, world.links[link]));
  });
  return session;
}

/** Changes the events of the automated exercise 'camp' (its scenario as the exercise holds it). */
export async function changeCampEvents(
  world: PlayerWorld,
  change: (event: ScenarioEvent) => ScenarioEvent,
): Promise<void> {
  const events = EVENTS.map(change);
  await replaceScenarioSnapshot(world.server, 'camp', (snapshot) => ({
    ...snapshot,
    scenario: events,
  }));
}
