import { DEMO_SCENARIO, type AccessRole, type ScenarioFile } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { eventually } from '../features/mail/testing/smtpSink';
import { DEMO_PLAYER_LINK, OTHER_TENANT } from './roleCredentials';
import { DETAILS, EVENTS } from './scenarioSamples';
import type { TestServer } from './testServer';

/**
 * The records of the first client (tenant A, the demo's `acmecorp`) that the authorisation
 * matrix test names, built once on one server (docs/security.md, "Who may call what").
 */
export interface MatrixWorld {
  server: TestServer;
  admin: string;
  scenario: string;
  /** A portal order of tenant A, trained by its trainer: what tenant B must never reach. */
  drill: { identifier: string; exerciseId: string; players: { user: string; token: string }[] };
  /** The demo campaign's player the `player` role is, with an event to answer. */
  player: { user: string; team: string; question: string };
  /**
   * A player who joined the demo session, for the facilitator's calls and a player's social
   * calls (the facilitator sent the session a social post).
   */
  joined: { alias: string; user: string; token: string; social: string };
  outboxId: string;
  exported: ScenarioFile;
  /** Strings only tenant A's records hold: none may appear in an answer to tenant B. */
  markers: string[];
}

/** One send: the role, its credential, and a number unique to the send (for new names). */
export interface Send {
  role: AccessRole;
  credential: string | undefined;
  n: number;
}

/** The request of one call beyond the credential; a multipart call adds its file. */
export interface Built {
  fields: Record<string, unknown>;
  file?: { field: string; bytes: Buffer; name: string; type: string };
}

export type Builder = (
  world: MatrixWorld,
  send: Send,
) => Built | Record<string, unknown> | Promise<Built | Record<string, unknown>>;

/** The admin's call, which must succeed: a record a send then names or removes. */
export function asAdmin(world: MatrixWorld, path: string, body: Record<string, unknown>) {
  return ok(world.server, path, { token: world.admin, ...body });
}

export const DRILL = 'Matrix drill';
const DRILL_PLAYERS = ['m1', 'm2', 'm3', 'm4'].map((name) => `${name}@matrix-a.example`);
export const FUTURE = `${new Date().getUTCFullYear() + 1}-3-2`;
export const EXTRA_SCENARIO = 'matrixExtra';
/** The start of every webhook id of tenant A's the matrix makes (matrixRequests.ts). */
export const MATRIX_HOOK = 'hook_matrixA';

export async function ok(server: TestServer, path: string, body: unknown): Promise<unknown> {
  const answer = await server.post(path, body);
  if (answer.status !== 200) {
    throw new Error(`${path} gave ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Builds tenant A's records on a server started with the demo data (after roleCredentials). */
export async function matrixWorld(
  server: TestServer,
  credentials: Record<AccessRole, string | undefined>,
): Promise<MatrixWorld> {
  const admin = credentials.admin ?? '';
  const scenario = DEMO_SCENARIO.fileName;
  // Tenant B may order the demo scenario too (its own orders are then 2xx).
  await server.store
    .collection('clients')
    .updateOne({ _id: OTHER_TENANT.client }, { $set: { scenarios: [scenario] } });
  const today = new Date().toISOString().slice(0, 10);
  const order = (await ok(server, '/api/createOrder', {
    token: credentials.owner,
    scenario,
    username: DEMO.owner.username,
    identifier: DRILL,
    date: today,
    trainer: DEMO.trainer.username,
    players: DRILL_PLAYERS.map((email) => ({ email, team: -1 })),
  })) as { exerciseId: string; players: { user: string; token: string }[] };

  // The player role's clock is 20 minutes in, so the first question shows.
  await server.store
    .collection('players')
    .updateOne({ linkToken: DEMO_PLAYER_LINK }, { $set: { 'clock.pushedMs': 20 * 60_000 } });
  const user = DEMO_EXERCISES.campaign.players[0].email;
  const mail = (await ok(server, '/api/getMail', {
    token: credentials.player,
    player: user,
  })) as { events: { id: string; type: string; responseType?: string }[] };
  const question = mail.events.find((event) => event.id === '2')?.id ?? '2';

  // The demo session is open and running, so players join and the console's calls apply.
  await ok(server, '/api/openExercise', { token: credentials.facilitator });
  await ok(server, '/api/continueFacilitated', { token: credentials.facilitator });
  const alias = 'Matrix Alias';
  const joinedAnswer = (await ok(server, '/api/joinFacilitated', {
    token: DEMO_EXERCISES.facilitated.joinToken,
    alias,
    team: 'Athena',
  })) as { token: string; user?: string };
  const joinedUser = joinedAnswer.user ?? alias;
  await ok(server, '/api/sendFacilitatorEvents', {
    token: credentials.facilitator,
    type: 'Social',
    content: 'Is anyone else seeing outages?',
    name: 'Sam Patel',
    role: 'SOC Analyst',
    org: 'Acme Corp',
    recipient: 'all',
  });
  const feed = (await ok(server, '/api/getMailFacilitated', {
    token: joinedAnswer.token,
    player: joinedUser,
    team: 'Athena',
  })) as { events: { id: string; type: string }[] };
  const social = feed.events.find((event) => event.type === 'Social')?.id ?? '';

  let outboxId = '';
  await eventually(async () => {
    const list = (await ok(server, '/api/getOutbox', { token: admin })) as { id: string }[];
    outboxId = list[0]?.id ?? '';
    if (!outboxId) throw new Error('no mail in the outbox yet');
  });
  const exported = (await ok(server, '/api/exportScenario', {
    token: admin,
    filename: scenario,
  })) as ScenarioFile;
  await ok(server, '/api/saveFile', {
    token: admin,
    fileName: EXTRA_SCENARIO,
    scenario: EVENTS,
    ...DETAILS,
  });

  return {
    server,
    admin,
    scenario,
    drill: { identifier: DRILL, exerciseId: order.exerciseId, players: order.players },
    player: { user, team: 'Athena', question },
    joined: { alias, user: joinedUser, token: joinedAnswer.token, social },
    outboxId,
    exported,
    markers: [
      DRILL,
      order.exerciseId,
      ...DRILL_PLAYERS,
      ...order.players.map((player) => player.token),
      ...DEMO_EXERCISES.campaign.players.map((player) => player.email),
      DEMO_EXERCISES.campaign.identifier,
      DEMO_EXERCISES.facilitated.identifier,
      joinedUser,
      DEMO.client.name,
      MATRIX_HOOK,
    ],
  };
}
