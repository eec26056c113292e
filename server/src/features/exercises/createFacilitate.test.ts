import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { THIS_YEAR, SCENARIO, adminToken, ownerToken } from '../../testing/orders';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(async () => {
  await server.close();
});

function session(changes: Record<string, unknown> = {}) {
  return {
    token: admin,
    branding: '',
    email: 'facilitator@acme.test',
    identifier: 'Friday live drill',
    scenario: SCENARIO,
    teams: ['Athena', 'Artemis', ''],
    date: `${THIS_YEAR}-6-5`,
    ...changes,
  };
}

/** Every exercise the store holds, to prove a rejected call created none. */
const exerciseCount = () => server.store.collection('exercises').countDocuments();

async function rejected(body: object) {
  const before = await exerciseCount();
  const { status, body: answer } = await server.post('/api/createFacilitate', body);
  expect(await exerciseCount()).toBe(before);
  expect(status).toBe(400);
  return (answer as { data: string }).data;
}

describe('createFacilitate', () => {
  it('creates a closed, not started session with a console link and a shared player link', async () => {
    const { status, body } = await server.post('/api/createFacilitate', session());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      data: 'Facilitated exercise "Friday live drill" created.',
    });
    const { facilitatorToken, joinToken } = body as { facilitatorToken: string; joinToken: string };
    expect(facilitatorToken).toMatch(/^[\w-]{20}$/);
    expect(joinToken).toMatch(/^[\w-]{20}$/);
    expect(joinToken).not.toBe(facilitatorToken);
    const status2 = await server.post('/api/getFacilitatorEvents', { token: facilitatorToken });
    expect(status2.body).toMatchObject({ paused: '', open: false, currentPositions: [] });
    const players = await server.post('/api/retrievePlayers', { token: facilitatorToken });
    expect(players.body).toEqual([]);
  });

  it('rejects an address without @ with "Make sure you wrote a valid email address."', async () => {
    expect(await rejected(session({ email: 'facilitator' }))).toBe(
      'Make sure you wrote a valid email address.',
    );
  });

  it('rejects a 4-character identifier with "The identifier must be at least 5 characters long."', async () => {
    expect(await rejected(session({ identifier: 'Dril' }))).toBe(
      'The identifier must be at least 5 characters long.',
    );
  });

  it('rejects no scenario with "Select a scenario."', async () => {
    expect(await rejected(session({ scenario: '' }))).toBe('Select a scenario.');
  });

  it('rejects no date with "Date not set."', async () => {
    expect(await rejected(session({ date: '' }))).toBe('Date not set.');
  });

  it('rejects the same team twice with "Dupplicate team name" (sic)', async () => {
    expect(await rejected(session({ teams: ['Athena', 'athena'] }))).toBe('Dupplicate team name');
  });

  it('rejects only blank teams with "You need to have at least 1 team in a facilitated exercise"', async () => {
    expect(await rejected(session({ teams: ['', '  '] }))).toBe(
      'You need to have at least 1 team in a facilitated exercise',
    );
  });

  it('drops blank team names', async () => {
    const { body } = await server.post(
      '/api/createFacilitate',
      session({ identifier: 'Blank teams dropped', teams: ['', 'Cronus', ' '] }),
    );
    const token = (body as { facilitatorToken: string }).facilitatorToken;
    const exercise = await server.store
      .collection<{ _id: string; teams: string[]; facilitatorToken: string }>('exercises')
      .findOne({ facilitatorToken: token });
    expect(exercise?.teams).toEqual(['Cronus']);
  });

  it('rejects an unknown branding client, changing nothing', async () => {
    expect(await rejected(session({ branding: 'nobody' }))).toBe(
      'The selected branding is not a known client.',
    );
  });

  it('is for admins only: a customer gets 403', async () => {
    const owner = await ownerToken(server);
    const { status } = await server.post('/api/createFacilitate', session({ token: owner }));
    expect(status).toBe(403);
  });
});
