import { DEMO } from '../../demo/accounts';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { DEMO_RESULTS } from '../../demo/results';
import { DEMO_SCENARIO } from '@dojo/protocol';
import type { TestServer } from '../testServer';
import { adminToken, editorToken, ownerToken } from '../orders';

/**
 * What an upgrade must keep: the same reads through the API on the old server (when the
 * fixture is made) and on today's (in the upgrade test). Only reads: it changes nothing the
 * next look would see. Each value is a field the product promises to keep, not a whole
 * answer whose shape later releases may extend.
 */
export const FIXTURE = {
  /** The portal order the generator places (with a trainer and a date ahead: jobs). */
  order: 'Fixture drill',
  /** A second order dated the fixture's day: its invitations are sent. */
  mailedOrder: 'Fixture mailed',
  /** The demo player who plays a while: answers, a draft and notes. */
  player: DEMO_EXERCISES.campaign.players[0],
  draftEvent: '3',
  notes: '09:05 FS-02 isolated, legal informed',
  draft: 'Legal and the DPO first, then',
  /** The facilitated session's participant. */
  alias: 'fixture-ann',
  /** The scenario saved twice (one previous version). */
  scenario: 'fixtureScenario',
} as const;

async function call<T>(server: TestServer, path: string, body: Record<string, unknown>) {
  const answer = await server.post(path, body);
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

interface Report {
  participants: Record<string, unknown>;
  totalQuestions: number;
  scores: unknown[];
}

async function report(server: TestServer, token: string, group: string) {
  const { participants, totalQuestions, scores } = await call<Report>(server, '/api/getResponses', {
    token,
    group,
  });
  return { participants, totalQuestions, scores };
}

export async function readJourneys(server: TestServer) {
  const owner = await ownerToken(server);
  const admin = await adminToken(server);
  const editor = await editorToken(server);
  const player = await call<{ token: string; user: string }>(server, '/api/loginToken', {
    token: FIXTURE.player.token,
  });
  const mail = await call<{ events: { id: string; read?: boolean; response?: unknown }[] }>(
    server,
    '/api/getMail',
    { token: player.token, player: player.user, team: FIXTURE.player.team },
  );
  const facilitator = await call<{ paused: string; open: boolean }>(
    server,
    '/api/getFacilitatorEvents',
    { token: DEMO_EXERCISES.facilitated.facilitatorToken },
  );
  const versions = await call<{ title?: string }[]>(server, '/api/previousVersions', {
    token: editor,
    directory: 'scenarios',
    filename: FIXTURE.scenario,
  });
  const outbox = await call<{ to?: unknown; subject?: unknown }[]>(server, '/api/getOutbox', {
    token: admin,
  });
  return {
    credits: await call<unknown>(server, '/api/getCredits', { token: owner }),
    identifiers: await call<unknown>(server, '/api/getIdentifiers', { token: owner }),
    player: {
      user: player.user,
      events: mail.events.map(({ id, read }) => ({ id, read })),
      notes: await call<unknown>(server, '/api/getNotes', {
        token: player.token,
        code: FIXTURE.player.token,
        user: player.user,
      }),
      draft: await call<unknown>(server, '/api/getDraft', {
        token: player.token,
        user: player.user,
        id: FIXTURE.draftEvent,
        scenario: DEMO_SCENARIO.fileName,
      }),
    },
    reports: {
      results: await report(server, owner, DEMO_RESULTS.identifier),
      campaign: await report(server, owner, DEMO_EXERCISES.campaign.identifier),
      order: await report(server, owner, FIXTURE.order),
      mailed: await report(server, owner, FIXTURE.mailedOrder),
      facilitated: await report(
        server,
        DEMO_EXERCISES.facilitated.facilitatorToken,
        DEMO_EXERCISES.facilitated.identifier,
      ),
    },
    facilitator: { paused: facilitator.paused, open: facilitator.open },
    versions: versions.map((version) => version.title ?? null),
    outbox: outbox.length,
    images: await call<string[]>(server, '/api/images', { token: editor }),
    owner: DEMO.owner.username,
  };
}

export type Journeys = Awaited<ReturnType<typeof readJourneys>>;

interface ScoreFacts {
  user?: unknown;
  team?: unknown;
  results?: unknown;
}

/**
 * What must read the same across an upgrade: every record's facts. Two things may differ
 * by design and are left out: how a score is summarised (since the one player status, a run
 * without a verdict has no `passed`, docs/reports.md) and the editor's image list, which the
 * demo's persona pictures may add to (never take from).
 */
export function sameAcrossUpgrades(journeys: Omit<Journeys, 'outbox'>) {
  const facts = (report: { scores: unknown[] }) => ({
    ...report,
    scores: (report.scores as ScoreFacts[]).map(({ user, team, results }) => ({
      user,
      team,
      results,
    })),
  });
  const { images, reports, ...rest } = journeys;
  return {
    ...rest,
    reports: Object.fromEntries(
      Object.entries(reports).map(([name, report]) => [name, facts(report)]),
    ),
    images: images.filter((name) => !name.startsWith('demo-persona-')),
  };
}
