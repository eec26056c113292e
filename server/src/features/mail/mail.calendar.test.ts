import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails, ownerToken } from '../../testing/orders';
import { eventually, startSmtpSink, type SmtpSink } from './testing/smtpSink';

const TODAY = Date.UTC(2026, 10, 23, 9, 0, 0);

/** The one event of a calendar object, read by ical.js as a calendar client reads it. */
function eventOf(text: string | undefined) {
  expect(text).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(text ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: start.toString(),
    startIsDay: start.isDate,
    end: end.toString(),
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    url: event.getFirstPropertyValue('url'),
    organizer: String(event.getFirstPropertyValue('organizer')),
    transparency: event.getFirstPropertyValue('transp'),
  };
}

describe('calendar invitations (iCalendar, RFC 5545)', () => {
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
      MAIL_FROM: 'Acme Training <training@acme.example.com>',
    });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    vi.useRealTimers();
  });

  it('puts the exercise in the invitation as an all-day event with the link, in the player’s language; an extension updates it', async () => {
    const answer = await server.post(
      '/api/createOrder',
      campaignOrder(admin, {
        identifier: 'Calendar drill',
        date: '2026-11-23',
        players: [{ ...emails(1, 'cal.test')[0], language: 'fr' }],
      }),
    );
    expect(answer.status).toBe(200);
    const [player] = (answer.body as OrderCreated).players;
    await eventually(() => expect(sink.to('player1@cal.test')).toHaveLength(1));
    const invitation = eventOf(sink.to('player1@cal.test')[0]?.calendar);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      start: '2026-11-23',
      startIsDay: true,
      // The link works until the end of the 14th day after the date (8 Dec), the event's last
      // day: an all-day DTEND is the first day it no longer covers.
      end: '2026-12-09',
      url: `https://dojo.example.com/exercise/${player?.token}`,
      organizer: 'mailto:training@acme.example.com',
      transparency: 'TRANSPARENT',
    });
    expect(invitation.uid).toMatch(/@dojo\.example\.com$/);
    expect(invitation.summary).toContain('vous invite');
    expect(invitation.description).toContain(`https://dojo.example.com/exercise/${player?.token}`);

    const extended = await server.post('/api/extendExercise', {
      token: await ownerToken(server),
      exerciseName: 'Calendar drill',
      code: player?.token,
    });
    expect((extended.body as { type: string }).type).toBe('success');
    await eventually(() => expect(sink.to('player1@cal.test')).toHaveLength(2));
    const update = eventOf(sink.to('player1@cal.test')[1]?.calendar);
    expect(update.uid).toBe(invitation.uid);
    expect(update.sequence).toBeGreaterThan(invitation.sequence);
    expect(update.end > invitation.end).toBe(true);
    expect(update.summary).toBe(invitation.summary);
  });

  it('gives a reminder no calendar event, and each player an event of their own', async () => {
    await server.post(
      '/api/createOrder',
      campaignOrder(admin, {
        identifier: 'Calendar two',
        date: '2026-11-23',
        players: emails(2, 'two.test'),
      }),
    );
    await eventually(() =>
      expect(sink.received.filter((m) => m.to.endsWith('two.test'))).toHaveLength(2),
    );
    const [one, two] = ['player1@two.test', 'player2@two.test'].map((to) =>
      eventOf(sink.to(to)[0]?.calendar),
    );
    expect(one?.uid).not.toBe(two?.uid);
    expect(one?.summary).toMatch(/invites you/);
  });
});
