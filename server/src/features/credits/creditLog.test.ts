import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { addClient, adminToken, campaignOrder, portalOrder } from '../../testing/orders';
import { freshName } from '../../testing/admin';
import { clientsRepo } from '../clients/clients.repo';
import { creditsService } from './credits.service';
import { openRepos } from '../repos';

/** docs/admin.md, "The credit log": every movement is logged with its reason and readable. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true' });
  admin = await adminToken(server);
});
afterAll(async () => {
  await server.close();
});

async function newClient(credit: number) {
  const name = freshName();
  const owner = await addClient(server, { name, level: 2, credit });
  await server.post('/api/addScenarioToClient', {
    token: admin,
    client: name,
    scenario: portalOrder('').scenario,
  });
  return { name, owner };
}
const log = async (filter: Record<string, unknown> = {}) => {
  const answer = await server.post('/api/getCreditLog', { token: admin, ...filter });
  expect(answer.status).toBe(200);
  return answer.body as { client: string; reason: string; old: number; new: number; by: string }[];
};

describe('the credit log', () => {
  it("logs an admin's change, an order and a free admin campaign, each with who and why", async () => {
    const { name, owner } = await newClient(10);
    await server.post('/api/modifyCredits', { token: admin, client: name, credits: 30 });
    const ordered = await server.post(
      '/api/createOrder',
      portalOrder(owner, { username: name, identifier: 'Log drill' }),
    );
    expect(ordered.status).toBe(200);
    const campaign = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { username: name, branding: name, identifier: 'Free board' }),
    );
    expect(campaign.status).toBe(200);

    const entries = await log({ client: name });
    expect(entries.map((entry) => [entry.reason, entry.by, entry.old, entry.new])).toEqual([
      ['adminFree', 'admin', 28, 28],
      ['order', name, 30, 28],
      ['admin', 'admin', 10, 30],
    ]);
    expect(entries[1]).toMatchObject({ exercise: 'Log drill' });
    expect(await log({ client: name, reason: 'order' })).toHaveLength(1);
    expect(await log({ client: name, reason: 'admin' })).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(await log({ client: name, from: today, to: today })).toHaveLength(3);
    expect(await log({ client: name, to: '2000-01-01' })).toEqual([]);
  });

  it('logs a refund once, before it is given back', async () => {
    const { name } = await newClient(10);
    const repos = await openRepos(server.store);
    const credits = creditsService(repos);
    await credits.charge(name, 'crashed-order', 4, { by: name, exercise: 'Crashed' });
    await credits.refund(name, 'crashed-order');
    await credits.refund(name, 'crashed-order');
    expect((await clientsRepo(server.store).findByName(name))?.credit).toBe(10);
    const entries = await log({ client: name });
    // Both may carry the same instant, so their order in the list is not what is checked.
    const moves = entries.map((entry) => [entry.reason, entry.old, entry.new]);
    expect(moves).toHaveLength(2);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['refund', 6, 10],
        ['order', 10, 6],
      ]),
    );
  });

  it("shows a customer its own movements and refuses another client's", async () => {
    const mine = await newClient(5);
    const theirs = await newClient(5);
    await server.post('/api/modifyCredits', { token: admin, client: mine.name, credits: 9 });
    await server.post('/api/modifyCredits', { token: admin, client: theirs.name, credits: 1 });
    const own = await server.post('/api/getCreditMovements', { token: mine.owner });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      expect.objectContaining({ client: mine.name, reason: 'admin', old: 5, new: 9 }),
    ]);
    const other = await server.post('/api/getCreditMovements', {
      token: mine.owner,
      client: theirs.name,
    });
    expect(other).toMatchObject({
      status: 403,
      body: { data: 'You can only see your own credit movements.' },
    });
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const answer = await server.post('/api/getCreditLog', { token: admin, from: 'yesterday' });
    expect(answer).toMatchObject({ status: 400, body: { data: 'Dates are written YYYY-MM-DD.' } });
  });
});
