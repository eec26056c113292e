import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { startTestServer, type TestServer } from '../../testing/testServer';
import {
  addClient,
  adminToken,
  campaignOrder,
  editorToken,
  ownerToken,
  portalOrder,
} from '../../testing/orders';

let server: TestServer;
let owner: string;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  [owner, admin, editor] = await Promise.all([
    ownerToken(server),
    adminToken(server),
    editorToken(server),
  ]);
});
afterAll(async () => {
  await server.close();
});

const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY21lY29ycCJ9.forged';
const statusOf = async (path: string, body: object) => (await server.post(path, body)).status;

describe('who may order', () => {
  it('answers 401 without a token or with a forged one', async () => {
    const { token: _token, ...anonymous } = portalOrder(owner);
    const missing = await server.post('/api/createOrder', anonymous);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      data: 'You need to be logged in to perform that action.',
    });
    expect(await statusOf('/api/createOrder', portalOrder(FORGED))).toBe(401);
  });

  it('answers 403 to a portal order from a back-office account', async () => {
    expect(await statusOf('/api/createOrder', portalOrder(admin))).toBe(403);
  });

  it('answers 403 to a campaign from a customer or an editor: campaigns are the admin’s', async () => {
    expect(await statusOf('/api/createOrder', campaignOrder(owner))).toBe(403);
    expect(await statusOf('/api/createOrder', campaignOrder(editor))).toBe(403);
  });

  it('lets only an admin create a facilitated exercise', async () => {
    const body = {
      branding: '',
      email: 'f@acme.test',
      identifier: 'Access drill',
      scenario: 'ransomwareAtDawn',
      teams: ['Athena'],
      date: `${new Date().getUTCFullYear()}-5-5`,
    };
    expect(await statusOf('/api/createFacilitate', body)).toBe(401);
    expect(await statusOf('/api/createFacilitate', { ...body, token: owner })).toBe(403);
    expect(await statusOf('/api/createFacilitate', { ...body, token: editor })).toBe(403);
    expect(await statusOf('/api/createFacilitate', { ...body, token: admin })).toBe(200);
  });
});

describe('the order form’s reads', () => {
  it('answer a customer its own trainers, identifiers and scenarios', async () => {
    expect((await server.post('/api/getTrainers', { token: owner })).body).toEqual([
      DEMO.trainer.username,
    ]);
    expect((await server.post('/api/getIdentifiers', { token: owner })).body).toEqual(
      expect.arrayContaining([DEMO_EXERCISES.campaign.identifier]),
    );
    expect((await server.post('/api/getClientScenarios', { token: owner })).body).toEqual({
      scenarios: ['ransomwareAtDawn'],
      privacy: false,
    });
  });

  it('never show one client another client’s identifiers', async () => {
    const other = await addClient(server, { name: 'othercorp', level: 2, credit: 5 });
    expect((await server.post('/api/getIdentifiers', { token: other })).body).toEqual([]);
    expect((await server.post('/api/getTrainers', { token: other })).body).toEqual([]);
  });

  it('answer 401 without a token and 403 to back-office accounts', async () => {
    for (const path of ['/api/getTrainers', '/api/getIdentifiers', '/api/getClientScenarios']) {
      expect(await statusOf(path, {})).toBe(401);
      expect(await statusOf(path, { token: admin })).toBe(403);
    }
  });
});

describe('getCredits', () => {
  it('answers the portal its balance and learners, and the admin a client’s balance', async () => {
    expect((await server.post('/api/getCredits', { token: owner })).body).toMatchObject({
      credit: expect.any(Number),
      learners: expect.arrayContaining(['ana.lopez@acme.example']),
    });
    const balance = await server.post('/api/getCredits', { token: admin, client: 'acmecorp' });
    expect(typeof balance.body).toBe('number');
  });

  it('refuses a customer asking for a client’s balance, and the admin asking without a client', async () => {
    expect(await statusOf('/api/getCredits', { token: owner, client: 'acmecorp' })).toBe(403);
    expect(await statusOf('/api/getCredits', { token: editor, client: 'acmecorp' })).toBe(403);
    expect(await statusOf('/api/getCredits', { token: admin })).toBe(403);
    expect(await statusOf('/api/getCredits', {})).toBe(401);
  });
});

describe('the facilitator console calls', () => {
  const calls = [
    '/api/loginJWTFacilitator',
    '/api/getFacilitatorEvents',
    '/api/getParticipants',
    '/api/retrievePlayers',
    '/api/openExercise',
    '/api/pauseFacilitated',
    '/api/continueFacilitated',
    '/api/pushFacilitatorEvent',
    '/api/sendFacilitatorEvents',
    '/api/changePlayerTeam',
    '/api/resetCampaign',
  ];

  it('answer 401 without a token, to an account’s token and to an unknown link', async () => {
    for (const path of calls) {
      expect(await statusOf(path, {}), path).toBe(401);
      expect(await statusOf(path, { token: admin }), path).toBe(401);
      expect(await statusOf(path, { token: 'no-such-facilitator-link' }), path).toBe(401);
    }
  });

  it('do not take a player’s link as a facilitator’s', async () => {
    const playerLink = DEMO_EXERCISES.campaign.players[0].token;
    expect(await statusOf('/api/loginJWTFacilitator', { token: playerLink })).toBe(401);
  });

  it('let the facilitator link in', async () => {
    const token = DEMO_EXERCISES.facilitated.facilitatorToken;
    const { status, body } = await server.post('/api/loginJWTFacilitator', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ identifier: DEMO_EXERCISES.facilitated.identifier });
  });
});
