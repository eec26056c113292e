import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignPlayer, ScenarioExercises } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { playersRepo } from '../exercises/players.repo';
import { adminToken, campaignOrder, editorToken, SCENARIO, THIS_YEAR } from '../../testing/orders';
import { expectRefused, expectSuccess, freshName } from '../../testing/admin';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true' });
  token = await adminToken(server);
});
afterAll(async () => {
  await server.close();
});

async function campaign(): Promise<string> {
  const identifier = freshName('campaign');
  await expectSuccess(server, '/api/createOrder', campaignOrder(token, { identifier }));
  return identifier;
}

async function facilitated(): Promise<{ identifier: string; joinToken: string }> {
  const identifier = freshName('session');
  const answer = await server.post('/api/createFacilitate', {
    token,
    branding: '',
    email: 'facilitator@acme.test',
    identifier,
    scenario: SCENARIO,
    teams: ['Red', 'Blue'],
    date: `${THIS_YEAR}-2-29`,
  });
  expect(answer.status).toBe(200);
  return { identifier, joinToken: (answer.body as { joinToken: string }).joinToken };
}

const all = async () =>
  (await server.post('/api/getAllExercises', { token })).body as ScenarioExercises[];

describe('getAllExercises and getExercises', () => {
  it('lists every exercise grouped by scenario, campaigns as automated', async () => {
    const name = await campaign();
    const session = await facilitated();
    const group = (await all()).find((entry) => entry.scenario === SCENARIO);
    const row = group?.exercises.find((exercise) => exercise.name === name);
    expect(row).toMatchObject({ facilitate: '', open: true, completed: false, expired: false });
    const live = group?.exercises.find((exercise) => exercise.name === session.identifier);
    expect(live?.facilitate).toMatch(/^\/facilitator\/.+/);
    expect(live?.open).toBe(false);
    const names = (await server.post('/api/getExercises', { token, scenario: SCENARIO })).body;
    expect(names).toEqual(expect.arrayContaining([name, session.identifier]));
  });

  it('is for admins only', async () => {
    const author = await editorToken(server);
    expect((await server.post('/api/getAllExercises', { token: author })).status).toBe(403);
  });
});

describe('shortenURL, getShortened and /exercise/{short}', () => {
  it('gives a facilitated exercise a short code that opens its shared link', async () => {
    const session = await facilitated();
    const shorten = freshName('s');
    const body = { editor: token, scenario: SCENARIO, exercise: session.identifier, shorten };
    await expectSuccess(server, '/api/shortenURL', body);
    expect((await server.post('/api/getShortened', { token })).body).toMatchObject({
      [session.identifier]: shorten,
    });
    const entry = await server.post('/api/loginToken', { token: shorten });
    expect(entry.body).toMatchObject({
      type: 'success',
      facilitated: true,
      teams: ['Red', 'Blue'],
    });
  });

  it.each([
    [{ scenario: '' }, 'Please make sure you fill in all the fields'],
    [{ exercise: '' }, 'Please make sure you fill in all the fields'],
    [{ shorten: '' }, 'Please make sure you fill in all the fields'],
    [{ shorten: 'ab' }, 'The shortened token must be at least 3 charcter'],
  ])('refuses %j with its message', async (changes, message) => {
    const session = await facilitated();
    const body = {
      editor: token,
      scenario: SCENARIO,
      exercise: session.identifier,
      shorten: 'abc',
    };
    await expectRefused(server, '/api/shortenURL', { ...body, ...changes }, message);
  });

  it('refuses a short code another exercise has', async () => {
    const [one, two] = [await facilitated(), await facilitated()];
    const shorten = freshName('dup');
    const body = { editor: token, scenario: SCENARIO, shorten };
    await expectSuccess(server, '/api/shortenURL', { ...body, exercise: one.identifier });
    await expectRefused(
      server,
      '/api/shortenURL',
      { ...body, exercise: two.identifier },
      'This shortened URL is already in use.',
    );
  });
});

describe('getCampaignDetails', () => {
  it("lists the campaign's players with their code, expiry and status", async () => {
    const name = await campaign();
    const answer = await server.post('/api/getCampaignDetails', {
      token,
      scenario: SCENARIO,
      exercise: name,
    });
    const players = answer.body as CampaignPlayer[];
    expect(players.map((player) => player.player)).toEqual([
      'player1@board.test',
      'player2@board.test',
      'player3@board.test',
    ]);
    expect(players[0]).toMatchObject({
      completed: false,
      expired: false,
      code: expect.any(String),
    });
  });

  it("gives each player's language and time setting: their own, else the order's language", async () => {
    const identifier = freshName('campaign');
    const order = campaignOrder(token, {
      identifier,
      language: 'fr',
      players: [
        { email: 'ada@board.test', team: -1, language: 'de', timeSetting: 'x1.5' },
        { email: 'bo@board.test', team: -1 },
      ],
    });
    await expectSuccess(server, '/api/createOrder', order);
    const body = { token, scenario: SCENARIO, exercise: identifier };
    const players = (await server.post('/api/getCampaignDetails', body)).body as CampaignPlayer[];
    expect(
      players.map(({ player, language, timeSetting }) => [player, language, timeSetting]),
    ).toEqual([
      ['ada@board.test', 'de', 'x1.5'],
      ['bo@board.test', 'fr', 'standard'],
    ]);
  });
});

describe('removeExercise', () => {
  it('removes the exercise and its players', async () => {
    const name = await campaign();
    const body = { token, scenario: SCENARIO, exercise: name };
    const [first] = (await server.post('/api/getCampaignDetails', body)).body as CampaignPlayer[];
    await expectSuccess(server, '/api/removeExercise', body);
    const names = (await server.post('/api/getExercises', { token, scenario: SCENARIO })).body;
    expect(names).not.toContain(name);
    expect(await playersRepo(server.store).findByLinkToken(first?.code ?? '')).toBeNull();
    await expectRefused(server, '/api/removeExercise', body, 'No exercise selected');
  });

  it('refuses no exercise with "No exercise selected"', async () => {
    const body = { token, scenario: SCENARIO, exercise: '' };
    await expectRefused(server, '/api/removeExercise', body, 'No exercise selected');
  });
});

describe('hideEmailAddress', () => {
  it("forgets every player's address and keeps the players and their exercises", async () => {
    const name = await campaign();
    const data = await expectSuccess(server, '/api/hideEmailAddress', { token });
    expect(data).toMatch(/^Every stored e-mail address is hidden/);
    const body = { token, scenario: SCENARIO, exercise: name };
    const players = (await server.post('/api/getCampaignDetails', body)).body as CampaignPlayer[];
    expect(players).toHaveLength(3);
    for (const player of players) expect(player.player).toMatch(/^participant-/);
    expect(await playersRepo(server.store).listWithEmail()).toEqual([]);
    const entry = await server.post('/api/loginToken', { token: players[0]?.code });
    expect(entry.body).toMatchObject({ type: 'success' });
  });
});

describe('getReports (admin view)', () => {
  it('lists every exercise of every client as a report', async () => {
    const name = await campaign();
    const reports = (await server.post('/api/getReports', { token })).body;
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name, client: 'acmecorp', type: 'Automated' }),
      ]),
    );
  });
});
