import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { THIS_YEAR, adminToken, campaignOrder, ownerToken, snapshot } from '../../testing/orders';

let server: TestServer;
let admin: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  owner = await ownerToken(server);
});
afterAll(async () => {
  await server.close();
});

/** A campaign that must fail: answers its status and message, and proves nothing changed. */
async function rejected(order: object) {
  const before = await snapshot(server, owner);
  const { status, body } = await server.post('/api/createOrder', order);
  expect(await snapshot(server, owner)).toEqual(before);
  return { status, message: (body as { data: string }).data };
}

describe('createOrder (admin campaign)', () => {
  it('creates the campaign for the client without spending its credits', async () => {
    const { status, body } = await server.post('/api/createOrder', campaignOrder(admin));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      data: 'Campaign "Board tabletop" created for 3 players.',
      credits: 0,
    });
    const credits = (await server.post('/api/getCredits', { token: owner })).body;
    expect(credits).toMatchObject({ credit: DEMO.client.credit });
    const identifiers = (await server.post('/api/getIdentifiers', { token: owner })).body;
    expect(identifiers).toContain('Board tabletop');
  });

  it('rejects "bob" with "bob is not a valid email address."', async () => {
    const { status, message } = await rejected(
      campaignOrder(admin, { players: [{ email: 'bob', team: -1 }] }),
    );
    expect(status).toBe(400);
    expect(message).toBe('bob is not a valid email address.');
  });

  it('rejects a missing identifier with "Fill in the identifier field."', async () => {
    const { message } = await rejected(campaignOrder(admin, { identifier: '' }));
    expect(message).toBe('Fill in the identifier field.');
  });

  it('rejects a missing date with "Select a date"', async () => {
    const { message } = await rejected(campaignOrder(admin, { date: '' }));
    expect(message).toBe('Select a date');
  });

  it('rejects a missing scenario with "A scenario needs to be selected"', async () => {
    const { message } = await rejected(campaignOrder(admin, { scenario: '' }));
    expect(message).toBe('A scenario needs to be selected');
  });

  it('ignores blank player rows', async () => {
    const players = [
      { email: '', team: -1 },
      { email: 'eve@board.test', team: -1 },
    ];
    const { body } = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'One player', players }),
    );
    expect(body).toMatchObject({ players: [{ user: 'eve@board.test' }] });
  });

  it("puts the campaign's players into the teams the admin named", async () => {
    const players = [
      { email: 'ann@board.test', team: 'Blue cell' },
      { email: 'bob@board.test', team: 'Red cell' },
      { email: 'cat@board.test', team: -1 },
    ];
    const { status, body } = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'Team campaign', players }),
    );
    expect(status).toBe(200);
    expect((body as { players: unknown[] }).players).toEqual([
      expect.objectContaining({ user: 'ann@board.test', team: 'Blue cell' }),
      expect.objectContaining({ user: 'bob@board.test', team: 'Red cell' }),
      expect.objectContaining({ user: 'cat@board.test', team: null }),
    ]);
  });

  it('rejects an unknown client with "Client selected is not valid"', async () => {
    const { status, message } = await rejected(campaignOrder(admin, { username: 'nobody' }));
    expect(status).toBe(400);
    expect(message).toBe('Client selected is not valid');
  });

  it('rejects no client with "Please select a client."', async () => {
    const { message } = await rejected(campaignOrder(admin, { username: ' ' }));
    expect(message).toBe('Please select a client.');
  });

  it('rejects an identifier the client already uses with 409', async () => {
    await server.post('/api/createOrder', campaignOrder(admin, { identifier: 'Twice' }));
    const { status } = await rejected(campaignOrder(admin, { identifier: 'twice' }));
    expect(status).toBe(409);
  });

  it('accepts a zero-padded date', async () => {
    const { status } = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'Padded', date: `${THIS_YEAR}-03-09` }),
    );
    expect(status).toBe(200);
  });
});
