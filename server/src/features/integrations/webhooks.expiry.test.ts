import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import type { OrderCreated, Webhook } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails, ownerToken } from '../../testing/orders';
import { eventually } from '../mail/testing/smtpSink';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhookReceiver';

const START = Date.UTC(2026, 10, 23, 9, 0, 0);

/** The links' expiry on a faked calendar (Date jumps; timers stay real). */
describe('webhooks at the links expiry', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: START });
    receiver = await startWebhookReceiver();
    server = await startTestServer({ OUTBOUND_ALLOW_PRIVATE: 'true', JOBS_POLL_MS: '100' });
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
    vi.useRealTimers();
  });

  it('tells exercise.completed and report.ready once when the links expire with players unfinished', async () => {
    const owner = await ownerToken(server);
    const made = await server.post('/api/createWebhook', {
      token: owner,
      url: receiver.url,
      events: ['exercise.completed', 'report.ready'],
    });
    const { secret } = made.body as { webhook: Webhook; secret: string };
    const admin = await adminToken(server);
    const order = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'Expires', date: '2026-11-23', players: emails(2) }),
    );
    const { exerciseId } = order.body as OrderCreated;
    const verified = () =>
      receiver.received.map(
        (hook) =>
          new Verifier(secret).verify(hook.body, hook.headers) as {
            type: string;
            data: { exercise: { id: string } };
          },
      );
    const exercise = await server.repos.exercises.findById(exerciseId);
    const expiry = Date.parse(exercise?.expiresAt ?? '');
    expect(expiry).toBeGreaterThan(START);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(verified()).toHaveLength(0);
    vi.setSystemTime(expiry + 60_000);
    await eventually(() =>
      expect(
        verified()
          .map((message) => message.type)
          .sort(),
      ).toEqual(['exercise.completed', 'report.ready']),
    );
    expect(verified().map((message) => message.data.exercise.id)).toEqual([exerciseId, exerciseId]);
    // A player finishing late tells nothing again: one message per event and exercise.
    const [player] = await server.repos.players.listByExercise(exerciseId);
    await server.repos.players.finish(player?._id ?? '', new Date().toISOString());
    server.events.emit('playerFinished', { exerciseId, playerId: player?._id ?? '' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(verified()).toHaveLength(2);
  });
});
