import { adminCalls, portalCalls } from '@dojo/protocol';
import type { StaffPrincipal } from '../core/principal';
import type { Repos } from '../features/repos';
import type { Payment } from '../features/exercises/exerciseCreator';
import { DEMO_ORDERED_BY } from '../features/exercises/exercise.docs';
import { orderServices } from '../features/exercises/exercises.feature';
import { newLinkToken } from '../features/exercises/tokens';
import { DEMO } from './accounts';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { seedDemoResults } from './results';

/**
 * The demo's exercises: a campaign of the demo scenario for the demo client, and a live
 * session to facilitate. Fixed link tokens are for this demo data only; every real order
 * gets random ones.
 */
export const DEMO_EXERCISES = {
  campaign: {
    identifier: 'Demo campaign',
    players: [
      { email: 'ana.lopez@acme.example', team: 'Athena', token: 'demo-player-athena-1' },
      { email: 'ben.okafor@acme.example', team: 'Athena', token: 'demo-player-athena-2' },
      { email: 'chloe.martin@acme.example', team: 'Artemis', token: 'demo-player-artemis-1' },
    ],
  },
  facilitated: {
    identifier: 'Demo live session',
    email: 'facilitator@acme.example',
    teams: ['Athena', 'Artemis'],
    facilitatorToken: 'demo-facilitator',
    joinToken: 'demo-join',
  },
} as const;

const DEMO_ADMIN: StaffPrincipal = { kind: 'staff', user: DEMO_ORDERED_BY, role: 'admin' };

function today(now: number): string {
  const date = new Date(now);
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
}

/** Hands out the given tokens in order, then random ones. */
function fixedTokens(tokens: readonly string[]) {
  const queue = [...tokens];
  return () => queue.shift() ?? newLinkToken();
}

/** Creates the demo exercises through the same services as real orders (first start only). */
export async function seedDemoExercises(
  repos: Repos,
  credits: Payment,
  now: number,
): Promise<void> {
  const { campaign, facilitated } = DEMO_EXERCISES;
  const date = today(now);

  const campaignServices = orderServices({
    repos,
    credits,
    clock: { now: () => now },
    newToken: fixedTokens(campaign.players.map((player) => player.token)),
  });
  const order = portalCalls.createOrder.request.parse({
    token: 'demo',
    branding: DEMO.client.name,
    username: DEMO.client.name,
    scenario: DEMO_SCENARIO.fileName,
    identifier: campaign.identifier,
    date,
    players: campaign.players.map(({ email, team }) => ({ email, team })),
  });
  await campaignServices.orders.campaign(order, DEMO_ADMIN);

  const sessionServices = orderServices({
    repos,
    credits,
    clock: { now: () => now },
    newToken: fixedTokens([facilitated.facilitatorToken, facilitated.joinToken]),
  });
  const session = adminCalls.createFacilitate.request.parse({
    token: 'demo',
    branding: DEMO.client.name,
    email: facilitated.email,
    identifier: facilitated.identifier,
    scenario: DEMO_SCENARIO.fileName,
    teams: [...facilitated.teams],
    date,
  });
  await sessionServices.facilitated.create(session, DEMO_ADMIN);
  await seedDemoResults(repos, now, date);
}

/** The demo links, for the start-up output in development (demo tokens are not secrets). */
export async function demoLinks(
  repos: Pick<Repos, 'players' | 'exercises'>,
  baseUrl: string,
): Promise<string[]> {
  const lines: string[] = [];
  for (const { token } of DEMO_EXERCISES.campaign.players) {
    const player = await repos.players.findByLinkToken(token);
    if (player)
      lines.push(`  player ${player.user} (${player.team}): ${baseUrl}/exercise/${token}`);
  }
  const { facilitatorToken, joinToken } = DEMO_EXERCISES.facilitated;
  if (await repos.exercises.findByFacilitatorToken(facilitatorToken)) {
    lines.push(`  live session, players: ${baseUrl}/exercise/${joinToken}`);
    lines.push(`  live session, facilitator: ${baseUrl}/facilitator/${facilitatorToken}`);
  }
  return lines;
}

export async function printDemoLinks(
  repos: Pick<Repos, 'players' | 'exercises'>,
  host: string,
  port: number,
): Promise<void> {
  const lines = await demoLinks(repos, `http://${host}:${port}`);
  if (lines.length > 0) process.stdout.write(`Demo exercise links:\n${lines.join('\n')}\n`);
}
