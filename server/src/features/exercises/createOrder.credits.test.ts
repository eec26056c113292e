import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { emails, ownerToken, portalOrder } from '../../testing/orders';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const creditOf = async (token: string) =>
  ((await server.post('/api/getCredits', { token })).body as { credit: number }).credit;

describe('createOrder credits', () => {
  it('lets exactly 14 of 20 concurrent 7-player orders through 100 credits, never below zero', async () => {
    const token = await ownerToken(server);
    const orders = Array.from({ length: 20 }, (_, index) =>
      server.post(
        '/api/createOrder',
        portalOrder(token, {
          identifier: `Race ${index}`,
          players: emails(7, `race${index}.test`),
        }),
      ),
    );
    const answers = await Promise.all(orders);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(14);
    expect(statuses.filter((status) => status === 402)).toHaveLength(6);
    expect(await creditOf(token)).toBe(2);
    const identifiers = (await server.post('/api/getIdentifiers', { token })).body as string[];
    expect(identifiers.filter((name) => name.startsWith('Race '))).toHaveLength(14);
  });

  it('charges once when two concurrent orders race for the same identifier', async () => {
    const token = await ownerToken(server);
    const order = portalOrder(token, { identifier: 'Same name', players: emails(5) });
    const answers = await Promise.all([
      server.post('/api/createOrder', order),
      server.post('/api/createOrder', order),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await creditOf(token)).toBe(95);
  });

  it('keeps the exercise and the balance across a restart', async () => {
    const token = await ownerToken(server);
    await server.post('/api/createOrder', portalOrder(token, { identifier: 'Survives restart' }));
    server = await server.restart();
    const again = await ownerToken(server);
    expect(await creditOf(again)).toBe(98);
    const identifiers = (await server.post('/api/getIdentifiers', { token: again })).body;
    expect(identifiers).toContain('Survives restart');
    const clash = await server.post(
      '/api/createOrder',
      portalOrder(again, { identifier: 'Survives restart' }),
    );
    expect(clash.status).toBe(409);
  });
});
