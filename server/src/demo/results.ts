import { portalCalls } from '@dojo/protocol';
import type { EngineResponse } from '@dojo/scheduler';
import type { Repos } from '../features/repos';
import type { Payment } from '../features/exercises/exerciseCreator';
import type { CustomerPrincipal } from '../core/principal';
import { orderServices } from '../features/exercises/exercises.feature';
import { newLinkToken } from '../features/exercises/tokens';
import { DEMO } from './accounts';
import { playThrough, type PlayScript } from './playThrough';
import { DEMO_SCENARIO } from '@dojo/protocol';

const ISOLATE = 'Isolate FS-02 from the network now';
const RIGHT_TEAMS = ['Legal', 'Communications', 'Data protection officer'];
const RIGHT_ORDER = [
  'Confirm the attacker is out',
  'Restore domain controllers',
  'Restore ERP database',
  'Reopen VPN access',
  'Notify customers of the restore',
];
const HOLDING =
  'We are responding to a cyber incident affecting some systems. Our teams are restoring operations and we will share updates here.';

/**
 * A played-through demo exercise, so the demo client's dashboard, reports and learners show
 * results on the first start. Ordered like any portal order, then
 * each player's run is played through the engine (playThrough.ts). The "Demo campaign"
 * stays unplayed for trying the player links.
 */
export const DEMO_RESULTS: {
  identifier: string;
  startedMinutesAgo: number;
  players: DemoPlayer[];
} = {
  identifier: 'Q4 readiness drill',
  startedMinutesAgo: 75,
  players: [
    {
      email: 'ines.garcia@acme.example',
      team: 'Athena',
      script: {
        answers: {
          '2': { answer: ISOLATE, afterSeconds: 45 },
          '3': { answer: RIGHT_TEAMS, afterSeconds: 70 },
          '5': { answer: RIGHT_ORDER, afterSeconds: 100 },
          '6': { answer: 'Reply with the approved holding line', afterSeconds: 40 },
          '7': { answer: HOLDING, afterSeconds: 150 },
          '8': {
            answer: {
              summary: 'Ransomware on FS-02, host isolated',
              severity: 'Critical',
              systems: ['File server', 'Backups'],
            },
            afterSeconds: 300,
          },
        },
        notes:
          '06:10 EDR alert on FS-02, isolated at once.\n06:25 Legal, comms and DPO on the bridge.',
      },
    },
    {
      email: 'tom.nguyen@acme.example',
      team: 'Athena',
      script: {
        answers: {
          '3': { answer: ['Legal', 'Facilities catering'], afterSeconds: 200 },
          '5': { answer: [...RIGHT_ORDER].reverse(), afterSeconds: 250 },
          '7': { answer: 'No comment at this time.', afterSeconds: 90 },
          '8': {
            answer: { summary: 'Outage', severity: 'Medium', systems: ['ERP'] },
            afterSeconds: 400,
          },
        },
        notes: 'Need to check the backup status before restoring.',
      },
    },
    {
      email: 'lea.schmidt@acme.example',
      team: 'Athena',
      script: {
        answers: { '3': { answer: RIGHT_TEAMS, afterSeconds: 50 } },
        notes: '',
        stopAtMinute: 6,
      },
    },
    {
      email: 'omar.haddad@acme.example',
      team: 'Artemis',
      script: {
        answers: {
          '2': { answer: 'Keep watching and gather more evidence', afterSeconds: 280 },
          '5': { answer: RIGHT_ORDER, afterSeconds: 120 },
          '6': { answer: 'Ignore the post for now', afterSeconds: 20 },
          '7': { answer: HOLDING, afterSeconds: 200 },
          '8': {
            answer: {
              summary: 'Encryption spread to backups',
              severity: 'High',
              systems: ['File server', 'Backups', 'ERP'],
            },
            afterSeconds: 500,
          },
        },
        notes: 'Waited too long: backups hit. Lesson: contain first.',
      },
    },
    { email: 'mia.rossi@acme.example', team: 'Artemis', script: null },
  ],
};

interface DemoPlayer {
  email: string;
  team: string;
  /** null: never opened the link. */
  script: PlayScript | null;
}

const OWNER: CustomerPrincipal = {
  kind: 'customer',
  user: DEMO.owner.username,
  client: DEMO.client.name,
  role: '1',
};

/** The demo drill is on the house: the demo client keeps its 100 credits for trying orders. */
const FREE: Payment = {
  charge: async () => undefined,
  settle: async () => undefined,
  refund: async () => undefined,
  openOrders: async () => [],
};

export async function seedDemoResults(repos: Repos, now: number, date: string): Promise<void> {
  const credits = FREE;
  const services = orderServices({
    repos,
    credits,
    clock: { now: () => now },
    newToken: newLinkToken,
  });
  const order = portalCalls.createOrder.request.parse({
    token: 'demo',
    scenario: DEMO_SCENARIO.fileName,
    username: DEMO.client.name,
    identifier: DEMO_RESULTS.identifier,
    date,
    private: false,
    players: DEMO_RESULTS.players.map(({ email, team }) => ({ email, team })),
  });
  const { exerciseId } = await services.orders.portalOrder(order, OWNER);
  const exercise = await repos.exercises.findById(exerciseId);
  if (!exercise) throw new Error('the demo results exercise was not created');
  const startedAt = now - DEMO_RESULTS.startedMinutesAgo * 60_000;
  const teamAnswers: EngineResponse[] = [];
  for (const { email, script } of DEMO_RESULTS.players) {
    const player = await repos.players.findByUser(exercise._id, email);
    if (!player) continue;
    if (script === null) {
      // Never opened the link, which has expired since.
      await repos.players.setExpiry(player._id, new Date(now - 86_400_000).toISOString());
      continue;
    }
    const given = await playThrough({
      repos,
      exercise,
      player,
      script,
      teamAnswers,
      startedAt,
      now,
    });
    teamAnswers.push(...given);
  }
}
