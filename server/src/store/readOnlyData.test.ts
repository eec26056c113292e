import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { adminToken, editorToken, ownerToken, portalOrder } from '../testing/orders';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../testing/testServer';
import { makeUnwritable } from '../testing/unwritableData';

/**
 * F-19: with the data folder read-only (root: datafiles replaced by directories, see
 * testing/unwritableData.ts) every write answers 503 store_unavailable and changes nothing,
 * not in memory and not after a restart; health says degraded and readiness fails.
 */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(EMBEDDED_STORE);
});
afterEach(async () => {
  await server.close();
});

const client = DEMO.client.name;
const [ana] = DEMO_EXERCISES.campaign.players;

async function everything(admin: string, owner: string, editor: string) {
  const player = (await server.post('/api/loginToken', { token: ana.token })).body as {
    token: string;
    user: string;
  };
  const mail = (
    await server.post('/api/getMail', { token: player.token, player: player.user, team: ana.team })
  ).body as { events: { id: string; response?: unknown }[] };
  return {
    credits: (await server.post('/api/getCredits', { token: admin, client })).body,
    creditLog: await server.store.collection('creditChanges').countDocuments(),
    identifiers: (await server.post('/api/getIdentifiers', { token: owner })).body,
    organisations: (
      (await server.post('/api/getOrganisations', { token: editor })).body as {
        name: string;
      }[]
    ).map((org) => org.name),
    answers: await server.store.collection('responses').countDocuments({ user: player.user }),
    events: mail.events.map((event) => event.id),
  };
}

const refused = { type: 'failed', code: 'store_unavailable' };

describe('a data folder that cannot be written', () => {
  it('refuses every write with 503, changes nothing now or after a restart, and says so', async () => {
    const [admin, owner, editor] = [
      await adminToken(server),
      await ownerToken(server),
      await editorToken(server),
    ];
    const player = (await server.post('/api/loginToken', { token: ana.token })).body as {
      token: string;
      user: string;
    };
    const before = await everything(admin, owner, editor);
    expect((await server.get('/api/ready')).status).toBe(200);

    const restore = makeUnwritable(server.dataDir);
    try {
      const writes = [
        await server.post('/api/modifyCredits', { token: admin, client, credits: '777' }),
        await server.post('/api/createOrder', portalOrder(owner, { identifier: 'Never stored' })),
        await server.post('/api/createOrganisation', { token: editor, name: 'Never Stored Ltd' }),
        await server.post('/api/setResponse', {
          token: player.token,
          user: player.user,
          id: '2',
          response: 'Isolate FS-02 from the network now',
          next: '',
          scenario: DEMO_SCENARIO.fileName,
        }),
      ];
      for (const answer of writes) {
        expect(answer.body).toMatchObject(refused);
        expect(answer.status).toBe(503);
      }
      expect(await everything(admin, owner, editor)).toEqual(before);
      expect((await server.get('/api/health')).body).toMatchObject({ status: 'degraded' });
      const ready = await server.get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', store: { writable: false } });
    } finally {
      restore();
    }

    expect((await server.get('/api/ready')).status).toBe(200);
    expect((await server.get('/api/health')).body).toMatchObject({ status: 'ok' });
    server = await server.restart();
    const [admin2, owner2, editor2] = [
      await adminToken(server),
      await ownerToken(server),
      await editorToken(server),
    ];
    expect(await everything(admin2, owner2, editor2)).toEqual(before);
  }, 60_000);
});
