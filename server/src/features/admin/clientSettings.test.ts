import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { clientsRepo } from '../clients/clients.repo';
import { addClient, adminToken, editorToken, SCENARIO } from '../../testing/orders';
import { creditChangesRepo } from './creditChanges.repo';
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

async function newClient(credit = 10): Promise<string> {
  const name = freshName();
  await addClient(server, { name, level: 1, credit });
  return name;
}
const balance = async (client: string) =>
  (await server.post('/api/getCredits', { token, client })).body;

describe('modifyCredits', () => {
  it('sets the balance and logs who changed it, when, from what and to what', async () => {
    const client = await newClient(10);
    expect(
      await expectSuccess(server, '/api/modifyCredits', { token, client, credits: '25' }),
    ).toBe(`${client} now has 25 credits.`);
    expect(await balance(client)).toBe(25);
    const [change] = await creditChangesRepo(server.store).listByClient(client);
    expect(change).toMatchObject({ client, by: 'admin', old: 10, new: 25 });
    expect(Date.parse(change?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [{ client: '' }, 'Client selected is not valid'],
    [{ client: 'nosuchclient' }, 'Client selected is not valid'],
    [{ credits: 'ten' }, 'New balance is not a number'],
    [{ credits: '' }, 'New balance is not a number'],
    [{ credits: -5 }, 'The balance cannot be negative.'],
  ])('refuses %j with its message and changes nothing', async (changes, message) => {
    const client = await newClient(10);
    await expectRefused(
      server,
      '/api/modifyCredits',
      { token, client, credits: 3, ...changes },
      message,
    );
    expect(await balance(client)).toBe(10);
  });

  it('never loses an order that spends credits while admins set the balance', async () => {
    const client = await newClient(100);
    const clients = clientsRepo(server.store);
    // Ten spends of 1 race ten admin changes; each change applies to the balance it saw.
    const [, answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, index) => clients.chargeOrder(client, `order${index}`, 1)),
      ),
      Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          server.post('/api/modifyCredits', { token, client, credits: 200 + index }),
        ),
      ),
    ]);
    const log = await creditChangesRepo(server.store).listByClient(client);
    const doc = await clients.findByName(client);
    const succeeded = answers.filter((answer) => answer.status === 200);
    // A change either landed and was logged, or was refused and changed nothing.
    expect(log.length).toBe(succeeded.length);
    expect(log.length).toBeGreaterThan(0);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.body).toEqual({
        type: 'failed',
        data: 'The balance kept changing; please try again.',
        code: 'credits_busy',
      });
    }
    // Every spend landed, and the balance is the last change less the spends after it.
    expect(doc?.creditSpent).toBe(10);
    const last = log.at(-1)?.new ?? 0;
    expect(doc?.credit).toBeLessThanOrEqual(last);
    expect(doc?.credit).toBeGreaterThanOrEqual(last - 10);
  });

  it('is for admins only', async () => {
    const client = await newClient();
    const author = await editorToken(server);
    const answer = await server.post('/api/modifyCredits', { token: author, client, credits: 99 });
    expect(answer.status).toBe(403);
    expect(await balance(client)).toBe(10);
  });
});

describe('addScenarioToClient and removeScenarioFromClient', () => {
  it('gives a client a scenario once and takes it away', async () => {
    const client = await newClient();
    const body = { token, client, scenario: SCENARIO };
    // Named by its title, as every screen names a scenario (issue 37.2).
    expect(await expectSuccess(server, '/api/addScenarioToClient', body)).toBe(
      `${client} can now order ${DEMO_SCENARIO.title}.`,
    );
    await expectSuccess(server, '/api/addScenarioToClient', body);
    expect((await server.post('/api/getCustomer', { token, client })).body).toMatchObject({
      scenarios: [SCENARIO],
    });
    expect(await expectSuccess(server, '/api/removeScenarioFromClient', body)).toBe(
      `${client} can no longer order ${DEMO_SCENARIO.title}.`,
    );
    expect((await server.post('/api/getCustomer', { token, client })).body).toMatchObject({
      scenarios: [],
    });
  });

  it.each([
    [{ client: '' }, 'Select a client.'],
    [{ scenario: '' }, 'Select a Scenario.'],
    [{ scenario: 'noSuchScenario' }, 'Select a Scenario.'],
  ])('refuses %j with its message', async (changes, message) => {
    const client = await newClient();
    const body = { token, client, scenario: SCENARIO, ...changes };
    await expectRefused(server, '/api/addScenarioToClient', body, message);
  });
});

describe('getScenarioTitles', () => {
  it('answers every scenario by its title, with the file name the calls take', async () => {
    const answer = await server.post('/api/getScenarioTitles', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({ scenario: SCENARIO, title: DEMO_SCENARIO.title });
  });
});

describe('getPrivate and modifyPrivate', () => {
  it('turns privacy mode on and off', async () => {
    const client = await newClient();
    expect((await server.post('/api/getPrivate', { token, client })).body).toBe(false);
    await expectSuccess(server, '/api/modifyPrivate', { token, client, private: true });
    expect((await server.post('/api/getPrivate', { token, client })).body).toBe(true);
  });

  it('refuses an unknown client with "Client selected is not valid"', async () => {
    const body = { token, client: 'nosuchclient', private: true };
    await expectRefused(server, '/api/modifyPrivate', body, 'Client selected is not valid');
    await expectRefused(
      server,
      '/api/getPrivate',
      { token, client: '' },
      'Client selected is not valid',
    );
  });
});
