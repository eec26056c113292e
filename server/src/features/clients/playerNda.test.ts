import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { ownerToken, trainerToken } from '../../testing/orders';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true' });
});
afterAll(async () => {
  await server.close();
});

describe('getPlayerNda', () => {
  it("answers the owner and a trainer their own client's players' NDA and logo", async () => {
    const configuration = {
      branding_logo_url: 'https://acme.example/logo.png',
      nda_text: '<h1>Acme</h1><h2>What is covered</h2><p>All of it.</p>',
    };
    await server.store
      .collection('clients')
      .updateOne({ _id: DEMO.client.name }, { $set: { configuration } });
    for (const token of [await ownerToken(server), await trainerToken(server)]) {
      const answer = await server.post('/api/getPlayerNda', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        logoUrl: configuration.branding_logo_url,
        ndaHtml: configuration.nda_text,
      });
    }
  });

  it('refuses a call without an account', async () => {
    expect((await server.post('/api/getPlayerNda', {})).status).toBe(401);
  });
});
