import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@dojo/protocol';
import { filesHolding } from '../../testing/dataDirScan';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails, ownerToken, SCENARIO } from '../../testing/orders';
import { eventually, startSmtpSink, type SmtpSink } from './testing/smtpSink';

const TODAY = Date.UTC(2026, 10, 23, 9, 0, 0);

/** The one event of a calendar object, read by ical.js as a calendar client reads it. */
function eventOf(text: string | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(text ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no VEVENT in ${text ?? 'no calendar part'}`);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
  };
}

describe('calendar cancellations (iCalendar METHOD:CANCEL)', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: TODAY });
    sink = await startSmtpSink();
    server = await startTestServer({
      SMTP_URL: sink.url,
      JOBS_POLL_MS: '100',
      PUBLIC_URL: 'https://dojo.example.com',
    });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    vi.useRealTimers();
  });

  /** A dated campaign of `count` players at `domain`, its invitations received. */
  async function invited(identifier: string, domain: string, count: number, date = '2026-11-23') {
    const players = emails(count, domain);
    const answer = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier, date, players }),
    );
    expect(answer.status).toBe(200);
    await eventually(() =>
      expect(sink.received.filter((mail) => mail.to.endsWith(domain))).toHaveLength(count),
    );
    return { addresses: players.map((player) => player.email), order: answer.body as OrderCreated };
  }

  /** What each address received, as calendar events, in arrival order. */
  const eventsTo = (address: string) => sink.to(address).map((mail) => eventOf(mail.calendar));

  it('cancels each invited player’s event when the exercise is removed: same UID, higher SEQUENCE; the sent cancellation keeps no address', async () => {
    const { addresses, order } = await invited('Cancelled drill', 'cancel.test', 2);
    const [first, second] = addresses as [string, string];
    // The first player's link was extended: their event is at a higher revision.
    const extended = await server.post('/api/extendExercise', {
      token: await ownerToken(server),
      exerciseName: 'Cancelled drill',
      code: order.players[0]?.token,
    });
    expect((extended.body as { type: string }).type).toBe('success');
    await eventually(() => expect(sink.to(first)).toHaveLength(2));

    const removed = await server.post('/api/removeExercise', {
      token: admin,
      scenario: SCENARIO,
      exercise: 'Cancelled drill',
    });
    expect(removed.body).toMatchObject({ type: 'success' });
    await eventually(() => {
      expect(sink.to(first)).toHaveLength(3);
      expect(sink.to(second)).toHaveLength(2);
    });
    for (const address of [first, second]) {
      const events = eventsTo(address);
      const cancel = events.at(-1);
      const before = events.slice(0, -1);
      expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
      expect(before.every((event) => event.method === 'REQUEST')).toBe(true);
      expect(new Set(events.map((event) => event.uid)).size).toBe(1);
      expect(cancel?.sequence).toBeGreaterThan(Math.max(...before.map((e) => e.sequence)));
      expect(cancel?.start).toBe('2026-11-23');
      expect(cancel?.end).toBe(before.at(-1)?.end);
      expect(sink.to(address).at(-1)?.subject).toContain('Cancelled');
    }
    // Sent, the cancellations are erased: no stored message, job or file holds the addresses.
    await eventually(async () => {
      const left = await server.store
        .collection('mailMessages')
        .countDocuments({ to: { $in: [first, second] } });
      expect(left).toBe(0);
      // Erased, then compacted away: no datafile keeps them (the last compaction may still run).
      expect(filesHolding(server.dataDir, [first, second])).toEqual([]);
    });
    // Nothing is sent twice, even told again.
    expect(sink.to(first)).toHaveLength(3);
  });

  it('cancels a forgotten person’s event, in their language', async () => {
    const players = [{ email: 'forgotten@gone.test', language: 'fr' }];
    const answer = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'Forgotten drill', date: '2026-11-23', players }),
    );
    expect(answer.status).toBe(200);
    await eventually(() => expect(sink.to('forgotten@gone.test')).toHaveLength(1));
    const forgot = await server.post('/api/forgetPerson', {
      token: admin,
      email: 'forgotten@gone.test',
    });
    expect(forgot.status).toBe(200);
    await eventually(() => expect(sink.to('forgotten@gone.test')).toHaveLength(2));
    const [invitation, cancel] = eventsTo('forgotten@gone.test');
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invitation?.uid });
    expect(cancel?.sequence).toBeGreaterThan(invitation?.sequence ?? Infinity);
    expect(sink.to('forgotten@gone.test')[1]?.subject).toContain('Annulé');
    await eventually(async () =>
      expect(
        await server.store.collection('mailMessages').countDocuments({ to: 'forgotten@gone.test' }),
      ).toBe(0),
    );
  });

  it('sends no cancellation for an event already over', async () => {
    const { addresses } = await invited('Past drill', 'past.test', 1);
    // A month on: the link stopped working long ago, the event is in the past.
    vi.setSystemTime(TODAY + 30 * 86_400_000);
    try {
      admin = await adminToken(server);
      const removed = await server.post('/api/removeExercise', {
        token: admin,
        scenario: SCENARIO,
        exercise: 'Past drill',
      });
      expect(removed.body).toMatchObject({ type: 'success' });
      // A later removal's cancellation arrives: the earlier one, had it been queued, would be there first.
      await invited('Sentinel drill', 'sentinel.test', 1, '2026-12-23');
      await server.post('/api/removeExercise', {
        token: admin,
        scenario: SCENARIO,
        exercise: 'Sentinel drill',
      });
      await eventually(() => expect(sink.to('player1@sentinel.test')).toHaveLength(2));
      expect(sink.to(addresses[0] ?? '')).toHaveLength(1);
    } finally {
      vi.setSystemTime(TODAY);
      admin = await adminToken(server);
    }
  });
});
