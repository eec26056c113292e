import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { scenariosRepo, type ScenarioDoc } from '../scenarios/scenarios.repo';
import { startTestServer, type TestServer } from '../../testing/testServer';
import {
  THIS_YEAR,
  addClient,
  emails,
  ownerToken,
  portalOrder,
  snapshot,
  trainerToken,
} from '../../testing/orders';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await ownerToken(server);
});
afterAll(async () => {
  await server.close();
});

/** Sends an order that must fail: answers its status and message, and proves nothing changed. */
async function rejected(token: string, order: object) {
  const before = await snapshot(server, token);
  const { status, body } = await server.post('/api/createOrder', order);
  expect(await snapshot(server, token)).toEqual(before);
  return { status, message: (body as { data: string }).data };
}

describe('createOrder (portal)', () => {
  it('creates the exercise, deducts one credit per player and answers every player link', async () => {
    const before = (await server.post('/api/getCredits', { token: owner })).body as {
      credit: number;
    };
    const { status, body } = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Ordered once' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      data: 'Your exercise "Ordered once" is ordered for 2 players; 2 credits used.',
      identifier: 'Ordered once',
      credits: 2,
    });
    const players = (body as { players: { user: string; token: string }[] }).players;
    expect(players.map((player) => player.user)).toEqual([
      'player1@acme.test',
      'player2@acme.test',
    ]);
    for (const player of players) expect(player.token).toMatch(/^[\w-]{20}$/);
    const after = (await server.post('/api/getCredits', { token: owner })).body;
    expect(after).toMatchObject({ credit: before.credit - 2 });
    const identifiers = (await server.post('/api/getIdentifiers', { token: owner })).body;
    expect(identifiers).toContain('Ordered once');
  });

  it('puts players into the teams they were dragged to', async () => {
    const players = [
      { email: 'ann@acme.test', team: 'Athena' },
      { email: 'bob@acme.test', team: 1 },
      { email: 'cat@acme.test', team: -1 },
    ];
    const { body } = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Teams drill', players }),
    );
    expect((body as { players: unknown[] }).players).toEqual([
      expect.objectContaining({ user: 'ann@acme.test', team: 'Athena' }),
      expect.objectContaining({ user: 'bob@acme.test', team: 'Artemis' }),
      expect.objectContaining({ user: 'cat@acme.test', team: null }),
    ]);
  });

  it('refuses a second order with the same identifier, whatever its case, with 409', async () => {
    await server.post('/api/createOrder', portalOrder(owner, { identifier: 'Unique drill' }));
    const { status, message } = await rejected(
      owner,
      portalOrder(owner, { identifier: ' unique DRILL ' }),
    );
    expect(status).toBe(409);
    expect(message).toBe(
      'An exercise named "unique DRILL" already exists. Please choose another identifier.',
    );
  });

  it('rejects a scenario above the subscription with "This scenario requires a higher subscription tier."', async () => {
    const white = await addClient(server, { name: 'whitebelt', level: 0, credit: 10 });
    const { status, message } = await rejected(white, portalOrder(white));
    expect(status).toBe(403);
    expect(message).toBe('This scenario requires a higher subscription tier.');
  });

  it('rejects a 22nd player at black belt with "Maximum allowed number of players reached"', async () => {
    const { status, message } = await rejected(owner, portalOrder(owner, { players: emails(22) }));
    expect(status).toBe(400);
    expect(message).toBe('Maximum allowed number of players reached');
  });

  it('rejects teams at white belt with "A higher subscription is required for the use of teams"', async () => {
    await addScenario('whiteDrill', { level: 0 });
    const white = await addClient(server, { name: 'whiteteams', level: 0, credit: 10 });
    const players = [{ email: 'ann@acme.test', team: 0 }];
    const order = portalOrder(white, { scenario: 'whiteDrill', players });
    const { status, message } = await rejected(white, order);
    expect(status).toBe(403);
    expect(message).toBe('A higher subscription is required for the use of teams');
  });

  it('rejects teams on a scenario without teams with "Teams are not enabled for this exercise"', async () => {
    await addScenario('soloDrill', { teams: false });
    const players = [{ email: 'ann@acme.test', team: 'Athena' }];
    const order = portalOrder(owner, { scenario: 'soloDrill', players });
    const { status, message } = await rejected(owner, order);
    expect(status).toBe(400);
    expect(message).toBe('Teams are not enabled for this exercise');
  });

  it('refuses Enable Teams with every player in No Team with a clear message, changing nothing', async () => {
    const players = [
      { email: 'ann@acme.test', team: -1 },
      { email: 'bob@acme.test', team: '' },
    ];
    const order = portalOrder(owner, { identifier: 'No team drill', players, teams: true });
    expect(await rejected(owner, order)).toEqual({
      status: 400,
      message:
        'Teams are enabled but every player is in No Team. Drag players into a team, or press Disable Teams.',
    });
    const { status } = await server.post('/api/createOrder', { ...order, teams: false });
    expect(status).toBe(200);
  });

  it('rejects "bob" with "bob is not a valid email address."', async () => {
    const players = [{ email: 'bob', team: -1 }];
    const { status, message } = await rejected(owner, portalOrder(owner, { players }));
    expect(status).toBe(400);
    expect(message).toBe('bob is not a valid email address.');
  });

  it('rejects an address with a line break, or a list, before charging anything', async () => {
    for (const email of ['ann@acme.test\nBcc: all@acme.test', 'ann@acme.test, bob@acme.test']) {
      const players = [{ email, team: -1 }];
      const { status, message } = await rejected(owner, portalOrder(owner, { players }));
      expect(status).toBe(400);
      expect(message).toBe(`${email} is not a valid email address.`);
    }
  });

  it('rejects a repeated address with "{email} is a duplicate email address."', async () => {
    const players = [
      { email: 'ann@acme.test', team: -1 },
      { email: 'ANN@acme.test', team: -1 },
    ];
    const { message } = await rejected(owner, portalOrder(owner, { players }));
    expect(message).toBe('ANN@acme.test is a duplicate email address.');
  });

  it('ignores blank rows and charges only for the valid e-mails', async () => {
    const players = [
      { email: '', team: -1 },
      { email: 'dan@acme.test', team: -1 },
      { email: '   ', team: -1 },
    ];
    const { body } = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Blank rows', players }),
    );
    expect(body).toMatchObject({ credits: 1, players: [{ user: 'dan@acme.test' }] });
  });

  it('rejects an order with only blank rows with "Add at least one player email address."', async () => {
    const { status, message } = await rejected(
      owner,
      portalOrder(owner, { players: [{ email: ' ', team: -1 }] }),
    );
    expect(status).toBe(400);
    expect(message).toBe('Add at least one player email address.');
  });

  it('rejects a missing identifier with "Fill in the identifier field"', async () => {
    const { status, message } = await rejected(owner, portalOrder(owner, { identifier: '  ' }));
    expect(status).toBe(400);
    expect(message).toBe('Fill in the identifier field');
  });

  it('rejects a date the pickers cannot produce with "Select a date"', async () => {
    const { message } = await rejected(owner, portalOrder(owner, { date: `${THIS_YEAR}-4-31` }));
    expect(message).toBe('Select a date');
  });

  it('rejects a year outside the three offered ones', async () => {
    const last = THIS_YEAR + 2;
    const { status, message } = await rejected(
      owner,
      portalOrder(owner, { date: `${THIS_YEAR + 3}-1-1` }),
    );
    expect(status).toBe(400);
    expect(message).toBe(`Select a date from ${THIS_YEAR} to ${last}.`);
  });

  it('accepts 29 February in any offered year', async () => {
    const { status } = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Leap day', date: `${THIS_YEAR + 1}-2-29` }),
    );
    expect(status).toBe(200);
  });

  it('rejects a trainer who is not one of the client’s trainers', async () => {
    const { status, message } = await rejected(owner, portalOrder(owner, { trainer: 'someone' }));
    expect(status).toBe(400);
    expect(message).toBe('The selected trainer is not one of your trainers.');
  });

  it('accepts one of the client’s trainers, and lets a trainer order', async () => {
    const withTrainer = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'With trainer', trainer: DEMO.trainer.username }),
    );
    expect(withTrainer.status).toBe(200);
    const trainer = await trainerToken(server);
    const byTrainer = await server.post(
      '/api/createOrder',
      portalOrder(trainer, { identifier: 'By the trainer' }),
    );
    expect(byTrainer.status).toBe(200);
  });

  it('refuses an order the credits do not cover, changing nothing', async () => {
    const poor = await addClient(server, { name: 'poorcorp', level: 2, credit: 3 });
    const { status, message } = await rejected(poor, portalOrder(poor, { players: emails(4) }));
    expect(status).toBe(402);
    expect(message).toBe('Not enough credits: this order needs 4 and you have 3.');
  });

  it('refuses an unknown scenario with 404 "Scenario not found."', async () => {
    const { status, message } = await rejected(owner, portalOrder(owner, { scenario: 'nope' }));
    expect(status).toBe(404);
    expect(message).toBe('Scenario not found.');
  });
});

describe('createOrder in privacy mode', () => {
  it('creates anonymous participants (8 letters, 8 digits) and charges the count', async () => {
    const token = await addClient(server, {
      name: 'privatecorp',
      level: 2,
      credit: 20,
      private: true,
    });
    const { status, body } = await server.post(
      '/api/createOrder',
      portalOrder(token, { private: true, count: '5', players: undefined }),
    );
    expect(status).toBe(200);
    const players = (body as { players: { user: string }[] }).players;
    expect(players).toHaveLength(5);
    for (const { user } of players) expect(user).toMatch(/^[a-z]{8}\d{8}$/);
    expect((await server.post('/api/getCredits', { token })).body).toEqual({
      credit: 15,
      learners: [],
    });
  });

  it('rejects a privacy-mode order without a count with "Please select how many participants."', async () => {
    const token = await addClient(server, {
      name: 'privatetwo',
      level: 2,
      credit: 20,
      private: true,
    });
    const { status, message } = await rejected(token, portalOrder(token));
    expect(status).toBe(400);
    expect(message).toBe('Please select how many participants.');
  });

  it('rejects 51 participants with "Please select how many participants."', async () => {
    const token = await addClient(server, {
      name: 'privatethree',
      level: 2,
      credit: 80,
      private: true,
    });
    const { message } = await rejected(token, portalOrder(token, { private: true, count: 51 }));
    expect(message).toBe('Please select how many participants.');
  });
});

/** Another visible scenario, a copy of the demo one with the given details. */
async function addScenario(fileName: string, details: Partial<ScenarioDoc>) {
  const updatedAt = new Date().toISOString();
  const title = `Copy ${fileName}`;
  const doc = { ...DEMO_SCENARIO, _id: fileName, fileName, title, updatedAt, ...details };
  await scenariosRepo(server.store).insert(doc);
}
