import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails } from '../../testing/orders';
import { eventually, startSmtpSink, type SmtpSink } from '../mail/testing/smtpSink';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 23, 9, 0, 0);

/** Expiry, results and subscriptions on a faked calendar (Date jumps; timers stay real). */
describe('scheduled jobs', () => {
  let sink: SmtpSink;
  let server: TestServer;
  // The demo client's own address is at an example domain, never handed to an SMTP server.
  const owner = 'security@acme.test';
  const subjects = (prefix: string) =>
    sink.to(owner).filter((mail) => mail.subject.startsWith(prefix));

  async function order(identifier: string, count: number): Promise<OrderCreated> {
    const admin = await adminToken(server);
    const players = emails(count, `${identifier.replace(/\W/g, '').toLowerCase()}.test`);
    const answer = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier, date: '2026-11-23', players }),
    );
    return answer.body as OrderCreated;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: START });
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, JOBS_POLL_MS: '100' });
    await server.repos.clients.setEmail(DEMO.client.name, owner);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    vi.useRealTimers();
  });

  it('tells the client "results ready" once when the last player finishes', async () => {
    const readAll = vi.spyOn(server.repos.players, 'listByExercise');
    const created = await order('All done', 2);
    const readsOfThis = () =>
      readAll.mock.calls.filter(([exerciseId]) => exerciseId === created.exerciseId).length;
    // The invitations read the players once; after that, a finish reads none of them: it
    // counts the unfinished (reading them all was quadratic in players over a campaign).
    await eventually(() => expect(readsOfThis()).toBe(1));
    for (const [index, { token }] of created.players.entries()) {
      const player = await server.repos.players.findByLinkToken(token);
      await server.repos.players.finish(player?._id ?? '', new Date().toISOString());
      readAll.mockClear();
      server.events.emit('playerFinished', { exerciseId: created.exerciseId, playerId: '' });
      if (index === 0) {
        await settle();
        expect(subjects('Results ready: "All done"')).toHaveLength(0);
        expect(readsOfThis()).toBe(0);
      }
    }
    readAll.mockRestore();
    await eventually(() => expect(subjects('Results ready: "All done"')).toHaveLength(1));
    expect(subjects('Results ready: "All done"')[0]?.text).toContain('2 of 2 players finished.');
  });

  it('follows an extension: the expiry notice comes at the latest expiry, once', async () => {
    const created = await order('Extended', 1);
    const player = await server.repos.players.findByLinkToken(created.players[0]?.token ?? '');
    const expiry = Date.parse(player?.expiresAt ?? '');
    await server.repos.players.setExpiry(
      player?._id ?? '',
      new Date(expiry + 7 * DAY).toISOString(),
    );

    vi.setSystemTime(expiry + 60_000);
    await settle();
    expect(subjects('The exercise "Extended" has expired')).toHaveLength(0);

    vi.setSystemTime(expiry + 7 * DAY + 60_000);
    await eventually(() => expect(subjects('The exercise "Extended" has expired')).toHaveLength(1));
    await eventually(() => expect(subjects('Results ready: "Extended"')).toHaveLength(1));
    await settle();
    expect(subjects('The exercise "Extended" has expired')).toHaveLength(1);
  });

  it('tops the credits up each month once, and tells the client when the subscription ends', async () => {
    const clients = server.repos.clients;
    const now = Date.now();
    await clients.insert({
      _id: 'refillco',
      name: 'refillco',
      email: 'owner@refillco.test',
      level: 1,
      credit: 2,
      creditSpent: 0,
      months: 2,
      subscribedOn: new Date(now - DAY).toISOString(),
      subscribedUntil: new Date(now + 61 * DAY).toISOString(),
      private: false,
      scenarios: [],
      configuration: { branding_logo_url: '', nda_text: '' },
    });
    vi.setSystemTime(now + 31 * DAY);
    await eventually(
      async () => expect((await clients.findByName('refillco'))?.credit).toBe(14),
      5_000,
    );

    vi.setSystemTime(now + 33 * DAY);
    await settle();
    expect((await clients.findByName('refillco'))?.credit).toBe(14);
    // The refill is in the credit log once (docs/admin.md, "The credit log").
    const logged = await server.repos.creditChanges.listByClient('refillco');
    expect(logged.map((entry) => [entry.reason, entry.by, entry.old, entry.new])).toEqual([
      ['refill', 'system', 2, 14],
    ]);

    vi.setSystemTime(now + 62 * DAY);
    await eventually(() => expect(sink.to('owner@refillco.test')).toHaveLength(1), 5_000);
    expect(sink.to('owner@refillco.test')[0]?.subject).toMatch(/subscription ended on/);
    vi.setSystemTime(now + 64 * DAY);
    await settle();
    expect(sink.to('owner@refillco.test')).toHaveLength(1);
  });
});
