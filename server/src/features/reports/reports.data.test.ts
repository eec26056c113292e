import { describe, expect, it } from 'vitest';
import type { CustomerData, ReportData } from '@dojo/protocol';
import { playersRepo } from '../exercises/players.repo';
import {
  ANA,
  BEN,
  CAMPAIGN,
  CHLOE,
  agreeNda,
  answer,
  enterAs,
  type ReportsWorld,
  eachReportsWorld,
  ISOLATE,
  WAIT,
} from '../../testing/reports';

let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

const TEAMS = ['Legal', 'Communications', 'Data protection officer'];

async function report(): Promise<ReportData> {
  const { status, body } = await world.server.post('/api/getResponses', {
    token: world.owner,
    group: CAMPAIGN,
  });
  expect(status).toBe(200);
  return body as ReportData;
}
const scoreOf = (data: ReportData, user: string) => data.scores.find((row) => row.user === user);

/** The player's run ends (as the end screen records it). */
async function finish(link: string) {
  const players = playersRepo(world.server.store);
  const player = await players.findByLinkToken(link);
  await players.finish(player?._id ?? '', new Date(world.clock.now()).toISOString());
}

/** Ana and Ben (Athena) and Chloe (Artemis) enter; the clock then moves 30 s. */
async function enterAll() {
  const tokens = {
    ana: await enterAs(world, ANA.token),
    ben: await enterAs(world, BEN.token),
    chloe: await enterAs(world, CHLOE.token),
  };
  for (const token of Object.values(tokens)) await agreeNda(world, token);
  world.clock.advance(30_000);
  return tokens;
}

describe('getResponses', () => {
  it("names the debrief's first page: start date, client, logo and completion counts", async () => {
    await enterAll();
    const data = await report();
    expect(data.client).toBe('acmecorp');
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof data.logoUrl).toBe('string');
    const runs = Object.keys(data.participants).length;
    const completion = data.completion;
    if (!completion) throw new Error('no completion counts');
    const counted = Object.values(completion).reduce((sum, count) => sum + count, 0);
    expect(counted).toBe(runs);
    // Every player entered (opened the link) and none has finished.
    expect(completion.completed).toBe(0);
    expect(completion.opened + completion.playing).toBeGreaterThanOrEqual(3);
  });

  it('groups answers by text with counts and respondents with the seconds they took', async () => {
    const tokens = await enterAll();
    await answer(world, tokens.ana, ANA.email, '2', ISOLATE);
    await answer(world, tokens.chloe, CHLOE.email, '2', WAIT);
    const data = await report();
    const question = data.questions.find((entry) => entry.id === '2');
    expect(question).toMatchObject({ timeLimit: 300, team: true, scored: true });
    expect(question?.responses).toEqual(
      expect.arrayContaining([
        {
          text: ISOLATE,
          count: 1,
          mark: 'correct',
          items: [ISOLATE],
          respondents: [{ player: ANA.email, time: 30, team: 'Athena' }],
        },
        {
          text: WAIT,
          count: 1,
          mark: 'wrong',
          items: [WAIT],
          respondents: [{ player: CHLOE.email, time: 30, team: 'Artemis' }],
        },
      ]),
    );
    expect(data.participants).toEqual({
      [ANA.email]: 'Athena',
      [BEN.email]: 'Athena',
      [CHLOE.email]: 'Artemis',
    });
  });

  it('passes a player whose own passes plus team passes reach 70 % of the questions seen', async () => {
    const tokens = await enterAll();
    await answer(world, tokens.ana, ANA.email, '2', ISOLATE);
    world.clock.advance(6_000);
    let data = await report();
    // The team answer counts for Ben too; both now see question 3 unanswered: 1 of 2, and
    // no verdict while they play.
    for (const user of [ANA.email, BEN.email]) {
      expect(scoreOf(data, user)).toMatchObject({ score: 1, totalQuestions: 2, status: 'playing' });
      expect(scoreOf(data, user)?.passed).toBeUndefined();
    }
    expect(scoreOf(data, BEN.email)).toMatchObject({ ownPasses: 0, teamPasses: 1 });

    await answer(world, tokens.ana, ANA.email, '3', TEAMS);
    await finish(ANA.token);
    data = await report();
    expect(scoreOf(data, ANA.email)).toMatchObject({
      status: 'completed',
      score: 2,
      totalQuestions: 2,
      ownPasses: 1,
      teamPasses: 1,
      passed: true,
      results: [
        { id: '2', passfail: 'pass' },
        { id: '3', passfail: 'pass' },
      ],
    });
    expect(data.teams).toEqual(
      expect.arrayContaining([{ team: 'Athena', players: 2, passedPlayers: 1, passed: false }]),
    );
  });

  it("lists the players' notes as incident logs", async () => {
    const tokens = await enterAll();
    await world.server.post('/api/updateNotes', {
      token: tokens.ben,
      code: BEN.token,
      user: BEN.email,
      notes: '09:02 FS-02 isolated',
    });
    expect((await report()).incidentLogs).toEqual([
      { user: BEN.email, text: '09:02 FS-02 isolated' },
    ]);
  });
});

describe('getCustomerData', () => {
  it('shows each player run with its link, status, start and score', async () => {
    await enterAs(world, ANA.token);
    const { body } = await world.server.post('/api/getCustomerData', { token: world.owner });
    const data = body as CustomerData;
    expect(data).toMatchObject({ credit: expect.any(Number), nextRefill: null });
    const campaign = data.exercises.find((group) => group.name === CAMPAIGN);
    expect(campaign).toMatchObject({ kind: 'Automated', scenario: expect.any(String) });
    const ana = campaign?.exercises.find((run) => run.name === ANA.email);
    expect(ana).toMatchObject({
      code: ANA.token,
      link: `/exercise/${ANA.token}`,
      completed: false,
      expired: false,
      team: 'Athena',
      startedOn: new Date(world.clock.now()).toISOString(),
    });
    expect(campaign?.exercises.find((run) => run.name === BEN.email)?.startedOn).toBeNull();
  });

  it('marks a run expired once its link expired unfinished', async () => {
    await playersRepo(world.server.store).setExpiry(
      (await playersRepo(world.server.store).findByLinkToken(CHLOE.token))?._id ?? '',
      new Date(world.clock.now() - 1).toISOString(),
    );
    const { body } = await world.server.post('/api/getCustomerData', { token: world.owner });
    const campaign = (body as CustomerData).exercises.find((group) => group.name === CAMPAIGN);
    expect(campaign?.exercises.find((run) => run.name === CHLOE.email)).toMatchObject({
      expired: true,
      completed: false,
    });
  });
});

describe('extendExercise', () => {
  it('adds 7 days to the expiry, twice for two presses at once', async () => {
    const players = playersRepo(world.server.store);
    const before = Date.parse((await players.findByLinkToken(ANA.token))?.expiresAt ?? '');
    const press = () =>
      world.server.post('/api/extendExercise', {
        token: world.owner,
        exerciseName: CAMPAIGN,
        code: ANA.token,
      });
    const answers = await Promise.all([press(), press()]);
    expect(answers.map((entry) => entry.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toMatchObject({ type: 'success' });
    const after = Date.parse((await players.findByLinkToken(ANA.token))?.expiresAt ?? '');
    expect(after - before).toBe(14 * 86_400_000);
  });

  it('refuses a code that is not a player of the exercise and changes nothing', async () => {
    const { status, body } = await world.server.post('/api/extendExercise', {
      token: world.owner,
      exerciseName: CAMPAIGN,
      code: 'not-a-player',
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      type: 'failed',
      data: 'This player is not part of the exercise.',
      code: 'unknown_player',
    });
  });
});
