import dns from 'node:dns/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import type { OrderCreated, Webhook, WebhookDelivery } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { filesHolding } from '../../testing/dataDirScan';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, ownerToken, portalOrder, trainerToken } from '../../testing/orders';
import { eventually } from '../mail/testing/smtpSink';
import { isPrivateAddress, postOutbound, TargetRefused } from './outbound';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhookReceiver';

type Created = { webhook: Webhook; secret: string };

describe('webhooks', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let owner: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      JOBS_POLL_MS: '100',
      WEBHOOK_RETRY_DELAY_MS: '100',
      WEBHOOK_RETRIES: '5',
    });
    owner = await ownerToken(server);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  async function create(events: string[], token = owner): Promise<Created> {
    const answer = await server.post('/api/createWebhook', { token, url: receiver.url, events });
    expect(answer.status).toBe(200);
    return answer.body as Created;
  }
  /** Every message the receiver got for one hook, verified with that hook's secret. */
  function verifiedFor(secret: string) {
    return receiver.received.flatMap((hook) => {
      try {
        return [
          new Verifier(secret).verify(hook.body, hook.headers) as {
            type: string;
            data: Record<string, unknown>;
          },
        ];
      } catch {
        return [];
      }
    });
  }
  const remove = (hook: string) => server.post('/api/deleteWebhook', { token: owner, hook });

  it('signs every event of an order played to the end, each once, verified by standardwebhooks', async () => {
    const { webhook, secret } = await create([
      'exercise.ordered',
      'exercise.started',
      'player.completed',
      'exercise.completed',
      'report.ready',
    ]);
    expect(secret).toMatch(/^whsec_/);
    const order = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Hooked' }),
    );
    const { exerciseId } = order.body as OrderCreated;
    const players = await server.repos.players.listByExercise(exerciseId);
    for (const player of players) {
      server.events.emit('playerJoined', { exerciseId, playerId: player._id });
      await server.repos.players.finish(player._id, new Date().toISOString());
      // Told twice: still one message.
      server.events.emit('playerFinished', { exerciseId, playerId: player._id });
      server.events.emit('playerFinished', { exerciseId, playerId: player._id });
    }
    const expected = [
      'exercise.ordered',
      'exercise.started',
      'player.completed',
      'player.completed',
      'exercise.completed',
      'report.ready',
    ];
    await eventually(() => expect(verifiedFor(secret)).toHaveLength(expected.length));
    const messages = verifiedFor(secret);
    expect(messages.map((message) => message.type).sort()).toEqual([...expected].sort());
    const completed = messages.filter((message) => message.type === 'player.completed');
    expect(
      completed.map((message) => (message.data.player as { email: string }).email).sort(),
    ).toEqual(players.map((player) => player.email).sort());
    expect(messages[0]?.data.exercise).toMatchObject({ id: exerciseId, identifier: 'Hooked' });
    // A changed byte fails the same library's check.
    const first = receiver.received.find((hook) => hook.headers['webhook-id']);
    expect(() =>
      new Verifier(secret).verify(`${first?.body ?? ''} `, first?.headers ?? {}),
    ).toThrow();
    await remove(webhook.id);
  });

  it('retries with backoff while the receiver is down: the same id, no message lost or doubled', async () => {
    const { webhook, secret } = await create(['exercise.ordered']);
    let calls = 0;
    receiver.answer(() => (++calls <= 3 ? 503 : 204));
    const before = receiver.received.length;
    await server.post('/api/createOrder', portalOrder(owner, { identifier: 'Down then up' }));
    const log = async () =>
      (await server.post('/api/getWebhookDeliveries', { token: owner, hook: webhook.id }))
        .body as WebhookDelivery[];
    await eventually(async () => expect((await log())[0]?.state).toBe('failing'));
    const listed = (await server.post('/api/getWebhooks', { token: owner })).body as Webhook[];
    expect(listed.find((hook) => hook.id === webhook.id)?.lastFailure).toContain('503');
    await eventually(async () => expect((await log())[0]?.state).toBe('delivered'));
    const attempts = receiver.received.slice(before);
    expect(attempts.map((hook) => hook.answered)).toEqual([503, 503, 503, 204]);
    expect(new Set(attempts.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((hook) => hook.body)).size).toBe(1);
    expect((await log())[0]).toMatchObject({ attempts: 4, lastAnswer: '204' });
    expect(
      verifiedFor(secret).filter((message) => message.type === 'exercise.ordered'),
    ).toHaveLength(4);
    receiver.answer(() => 204);
    await remove(webhook.id);
  });

  it('shows the secret once, then its last 4 characters; a rotation signs with both for the overlap', async () => {
    const { webhook, secret } = await create(['exercise.ordered']);
    const listed = await server.post('/api/getWebhooks', { token: owner });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    expect((listed.body as Webhook[])[0]?.secretHint).toBe(`…${secret.slice(-4)}`);
    const rotated = (
      await server.post('/api/rotateWebhookSecret', { token: owner, hook: webhook.id })
    ).body as Created & { previousSecretUntil: string };
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.webhook.previousSecretUntil).toBe(rotated.previousSecretUntil);
    const tested = (await server.post('/api/testWebhook', { token: owner, hook: webhook.id }))
      .body as WebhookDelivery;
    expect(tested).toMatchObject({ type: 'webhook.test', state: 'delivered', attempts: 1 });
    const sent = receiver.received.find((hook) => hook.headers['webhook-id'] === tested.id);
    expect(sent?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    // The receiver may hold either secret during the overlap: both verify.
    for (const key of [secret, rotated.secret])
      expect(() => new Verifier(key).verify(sent?.body ?? '', sent?.headers ?? {})).not.toThrow();
    expect(() =>
      new Verifier('whsec_' + Buffer.alloc(32).toString('base64')).verify(
        sent?.body ?? '',
        sent?.headers ?? {},
      ),
    ).toThrow();
    await remove(webhook.id);
  });

  it("shows a failing test send with the receiver's answer, and logs it", async () => {
    const { webhook } = await create(['report.ready']);
    receiver.answer(() => 500);
    const tested = (await server.post('/api/testWebhook', { token: owner, hook: webhook.id }))
      .body as WebhookDelivery;
    receiver.answer(() => 204);
    expect(tested.state).toBe('failed');
    expect(tested.lastAnswer).toBe('500 The receiver is down for maintenance.');
    const log = await server.post('/api/getWebhookDeliveries', { token: owner, hook: webhook.id });
    expect(log.body).toEqual(
      [tested].map((entry) => ({ ...entry, lastAttemptAt: expect.any(String) })),
    );
    await remove(webhook.id);
  });

  it("is the owner's and the admin's: a trainer is refused, another client sees nothing", async () => {
    const { webhook } = await create(['exercise.ordered']);
    const trainer = await trainerToken(server);
    expect((await server.post('/api/getWebhooks', { token: trainer })).status).toBe(403);
    const admin = await adminToken(server);
    const listed = await server.post('/api/getWebhooks', {
      token: admin,
      client: DEMO.client.name,
    });
    expect((listed.body as Webhook[]).map((hook) => hook.id)).toEqual([webhook.id]);
    const removed = await server.post('/api/deleteWebhook', {
      token: admin,
      client: 'Nobody',
      hook: webhook.id,
    });
    expect(removed.status).toBe(404);
    await remove(webhook.id);
  });
});

describe('webhooks and erasure', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ OUTBOUND_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('goes with its client: a removed client leaves no hook, secret or log in the data', async () => {
    const admin = await adminToken(server);
    const bearer = { authorization: `Bearer ${admin}` };
    const client = 'Hooked Brand';
    const made = await server.post(
      '/api/createClient',
      {
        name: client,
        email: 'it@hooked.test',
        configuration: { branding_logo_url: '', nda_text: '' },
      },
      bearer,
    );
    expect(made.status).toBe(200);
    const created = (
      await server.post('/api/createWebhook', {
        token: admin,
        client,
        url: 'http://127.0.0.1:9/hooked',
        events: ['exercise.ordered'],
      })
    ).body as Created;
    const tested = await server.post('/api/testWebhook', {
      token: admin,
      client,
      hook: created.webhook.id,
    });
    expect((tested.body as WebhookDelivery).state).toBe('failed');
    const gone = await fetch(`${server.url}/api/deleteClient/${encodeURIComponent(client)}`, {
      method: 'DELETE',
      headers: bearer,
    });
    expect(gone.status).toBe(200);
    const answer = await server.post('/api/getWebhooks', { token: admin, client });
    expect(answer.status).toBe(404);
    const stored = await server.store.collection('webhooks').countDocuments({ client });
    expect(stored).toBe(0);
    expect(await server.store.collection('webhookDeliveries').countDocuments({ client })).toBe(0);
    if (server.store.kind === 'embedded') {
      const files = filesHolding(server.dataDir, [created.secret.slice(6, 30)]);
      expect(files).toEqual([]);
    }
  });
});

describe('outbound requests to private networks', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('refuses a loopback or private address unless the operator allows it', async () => {
    const owner = await ownerToken(server);
    for (const url of [
      receiver.url,
      'http://localhost:9/x',
      'http://10.1.2.3/x',
      'http://[::1]:9/x',
      'http://[::ffff:127.0.0.1]:9/x',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const answer = await server.post('/api/createWebhook', {
        token: owner,
        url,
        events: ['exercise.ordered'],
      });
      expect([url, answer.status, (answer.body as { code: string }).code]).toEqual([
        url,
        400,
        'private_target',
      ]);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('checks the address a name resolves to, not the name', async () => {
    const host = os.hostname();
    const resolved = await dns.lookup(host, { all: true });
    expect(resolved.some((entry) => isPrivateAddress(entry.address))).toBe(true);
    const url = `http://${host}:${receiver.port}/hooks`;
    await expect(
      postOutbound(url, '{}', {}, { allowPrivate: false, timeoutMs: 2_000 }),
    ).rejects.toBeInstanceOf(TargetRefused);
    expect(receiver.received).toHaveLength(0);
    const allowed = await postOutbound(url, '{}', {}, { allowPrivate: true, timeoutMs: 2_000 });
    expect(allowed.status).toBe(204);
  });

  it('ends a request that takes too long', async () => {
    receiver.answer(() => 204);
    const slow = await import('node:http').then(({ createServer }) =>
      createServer(() => undefined).listen(0, '127.0.0.1'),
    );
    await new Promise((resolve) => slow.once('listening', resolve));
    const { port } = slow.address() as { port: number };
    await expect(
      postOutbound(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: true, timeoutMs: 300 }),
    ).rejects.toThrow('No answer within 0.3 s.');
    slow.closeAllConnections();
    slow.close();
  });
});
