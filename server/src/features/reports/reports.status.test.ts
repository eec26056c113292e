import { describe, expect, it } from 'vitest';
import type { CampaignPlayer, CustomerData, PlayerExercise, ReportData } from '@dojo/protocol';
import { adminToken, SCENARIO } from '../../testing/orders';
import {
  ANA,
  BEN,
  CAMPAIGN,
  CHLOE,
  agreeNda,
  answer,
  enterAs,
  shortenCampaign,
  type ReportsWorld,
  eachReportsWorld,
} from '../../testing/reports';
import { playersRepo } from '../exercises/players.repo';

/**
 * The one player status (docs/reports.md, "Player status") and the scoring rules around it:
 * the dashboard, the report and the admin's campaign details say the same thing.
 */
let world: ReportsWorld;
eachReportsWorld(async (started) => {
  world = started;
  await shortenCampaign(world);
});

async function runs(): Promise<Map<string, PlayerExercise>> {
  const { body } = await world.server.post('/api/getCustomerData', { token: world.owner });
  const campaign = (body as CustomerData).exercises.find((group) => group.name === CAMPAIGN);
  return new Map((campaign?.exercises ?? []).map((run) => [run.name, run]));
}
async function report(): Promise<ReportData> {
  const { body } = await world.server.post('/api/getResponses', {
    token: world.owner,
    group: CAMPAIGN,
  });
  return body as ReportData;
}
async function campaignDetails(): Promise<CampaignPlayer[]> {
  const { body } = await world.server.post('/api/getCampaignDetails', {
    token: await adminToken(world.server),
    scenario: SCENARIO,
    exercise: CAMPAIGN,
  });
  return body as CampaignPlayer[];
}

/** Every view's status of each player, so a test sees them agree. */
async function statuses(): Promise<Record<string, string[]>> {
  const dashboard = await runs();
  const data = await report();
  const details = await campaignDetails();
  return Object.fromEntries(
    [ANA, BEN, CHLOE].map(({ email }) => [
      email,
      [
        dashboard.get(email)?.status ?? 'none',
        data.scores.find((score) => score.user === email)?.status ?? 'none',
        details.find((row) => row.player === email)?.status ?? 'none',
      ],
    ]),
  );
}

async function play(link: string, email: string, choice: string): Promise<string> {
  const token = await enterAs(world, link);
  await agreeNda(world, token);
  await answer(world, token, email, '1', choice);
  return token;
}

describe('player status', () => {
  it('is invited for a player who never opened the link: no score and no pass anywhere', async () => {
    expect((await statuses())[BEN.email]).toEqual(['invited', 'invited', 'invited']);
    expect((await runs()).get(BEN.email)?.score).toBeNull();
    const score = (await report()).scores.find((entry) => entry.user === BEN.email);
    expect(score).toEqual({
      user: BEN.email,
      team: 'Athena',
      status: 'invited',
      results: [],
      language: 'en',
    });
  });

  it('is opened for a player who only opened the link, never "0 / 1 (fail)"', async () => {
    await enterAs(world, ANA.token);
    world.clock.advance(60_000);
    expect((await statuses())[ANA.email]).toEqual(['opened', 'opened', 'opened']);
    expect((await runs()).get(ANA.email)?.score).toBeNull();
  });

  it('is playing once the agreement is accepted, with the score so far and no verdict', async () => {
    const token = await enterAs(world, ANA.token);
    const agreed = await agreeNda(world, token);
    expect(agreed.body).toEqual({ type: 'success', data: 'Agreement recorded.' });
    expect((await statuses())[ANA.email]).toEqual(['playing', 'playing', 'playing']);
    await answer(world, token, ANA.email, '1', 'Wait');
    const score = (await runs()).get(ANA.email)?.score;
    expect(score).toEqual({ score: 0, totalQuestions: 1 });
  });

  it('is completed once the run ended, with the pass verdict, in every view', async () => {
    await play(ANA.token, ANA.email, 'Isolate');
    world.clock.advance(60_000);
    expect((await statuses())[ANA.email]).toEqual(['completed', 'completed', 'completed']);
    expect((await runs()).get(ANA.email)).toMatchObject({
      completed: true,
      score: { score: 1, totalQuestions: 1, passed: true },
    });
    // The report recorded the end it saw first, so the stored record agrees.
    const stored = await playersRepo(world.server.store).findByLinkToken(ANA.token);
    expect(stored?.finishedAt).not.toBeNull();
  });

  it('fails a completed run below the pass mark', async () => {
    await play(ANA.token, ANA.email, 'Wait');
    world.clock.advance(60_000);
    expect((await runs()).get(ANA.email)?.score).toEqual({
      score: 0,
      totalQuestions: 1,
      passed: false,
    });
  });

  it('is expired for a run whose link expired before it ended, with no verdict', async () => {
    const token = await enterAs(world, CHLOE.token);
    await agreeNda(world, token);
    const players = playersRepo(world.server.store);
    const chloe = await players.findByLinkToken(CHLOE.token);
    await players.setExpiry(chloe?._id ?? '', new Date(world.clock.now() + 1_000).toISOString());
    world.clock.advance(2_000);
    expect((await statuses())[CHLOE.email]).toEqual(['expired', 'expired', 'expired']);
    expect((await runs()).get(CHLOE.email)?.score?.passed).toBeUndefined();
  });
});

describe('team pass', () => {
  it('passes a team only once every member completed and passed', async () => {
    await play(ANA.token, ANA.email, 'Isolate');
    world.clock.advance(60_000);
    let teams = (await report()).teams ?? [];
    // Ben never started: Athena has not passed, whatever Ana did.
    expect(teams.find((team) => team.team === 'Athena')).toEqual({
      team: 'Athena',
      players: 2,
      passedPlayers: 1,
      passed: false,
    });
    await play(BEN.token, BEN.email, 'Isolate');
    world.clock.advance(60_000);
    teams = (await report()).teams ?? [];
    expect(teams.find((team) => team.team === 'Athena')).toEqual({
      team: 'Athena',
      players: 2,
      passedPlayers: 2,
      passed: true,
    });
    expect(teams.find((team) => team.team === 'Artemis')?.passed).toBe(false);
  });
});
