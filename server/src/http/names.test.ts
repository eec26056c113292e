import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXERCISES } from '../demo/exercises';
import { loginTokens } from '../testing/backOffice';
import { ownerToken, portalOrder, snapshot } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('names over HTTP (F-14)', () => {
  it('refuses a section named ../../../../etc/passwd and stores nothing', async () => {
    const { staff } = await loginTokens(server);
    const before = (await server.post('/api/files', { token: staff })).body;
    const answer = await server.post('/api/saveSection', {
      token: staff,
      fileName: '../../../../etc/passwd',
      scenario: [],
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { data: string }).data).toBe(
      "The file name may not contain '/', '\\' or '..'.",
    );
    expect((await server.post('/api/files', { token: staff })).body).toEqual(before);
  });

  it('refuses an order identifier with broken Unicode, charging nothing', async () => {
    const owner = await ownerToken(server);
    const before = await snapshot(server, owner);
    const answer = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Drill \uD800' }),
    );
    expect(answer.status).toBe(400);
    expect(await snapshot(server, owner)).toEqual(before);
  });

  it('takes a full-width alias as its plain look-alike: the alias is already taken', async () => {
    const { facilitatorToken, joinToken } = DEMO_EXERCISES.facilitated;
    await server.post('/api/openExercise', { token: facilitatorToken });
    const join = (alias: string) =>
      server.post('/api/joinFacilitated', { token: joinToken, alias, team: 'Athena' });
    expect((await join('ann')).status).toBe(200);
    const lookAlike = await join('ＡＮＮ');
    expect(lookAlike.status).toBe(409);
    expect((lookAlike.body as { data: string }).data).toMatch(/already taken/);
  });
});
