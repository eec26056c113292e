import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExerciseInvitations, OrderCreated } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails, ownerToken } from '../../testing/orders';
import { MAIL_MESSAGES } from '@dojo/protocol';
import { eventually, startSmtpSink, type SmtpSink } from './testing/smtpSink';

const TODAY = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('invitations through a real SMTP server', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let admin: string;

  async function order(changes: Record<string, unknown>): Promise<OrderCreated> {
    const answer = await server.post('/api/createOrder', campaignOrder(admin, changes));
    expect(answer.status).toBe(200);
    return answer.body as OrderCreated;
  }
  async function invitations(identifier: string): Promise<ExerciseInvitations> {
    const answer = await server.post('/api/getInvitations', {
      token: admin,
      exerciseName: identifier,
      client: 'acmecorp',
    });
    expect(answer.status).toBe(200);
    return answer.body as ExerciseInvitations;
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: TODAY });
    sink = await startSmtpSink();
    server = await startTestServer({
      SMTP_URL: sink.url,
      JOBS_POLL_MS: '100',
      MAIL_RETRIES: '2',
      MAIL_RETRY_DELAY_MS: '50',
      PUBLIC_URL: 'https://dojo.example.com',
    });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    vi.useRealTimers();
  });

  it('sends each player of an order one invitation with their own link', async () => {
    const created = await order({
      identifier: 'Mail now',
      date: '2026-11-23',
      players: emails(3, 'now.test'),
    });
    await eventually(() =>
      expect(sink.received.filter((mail) => mail.to.endsWith('now.test'))).toHaveLength(3),
    );
    for (const player of created.players) {
      const [mail] = sink.to(player.user);
      expect(mail?.subject).toContain('invites you to the exercise');
      expect(mail?.text).toContain(`https://dojo.example.com/exercise/${player.token}`);
      expect(mail?.html).toContain(`href="https://dojo.example.com/exercise/${player.token}"`);
    }
    await eventually(async () => expect((await invitations('Mail now')).sent).toBe(3));
    // The admin's exercise list names no client: a unique identifier is enough.
    const noClient = await server.post('/api/getInvitations', {
      token: admin,
      exerciseName: 'Mail now',
    });
    expect(noClient.body).toMatchObject({ identifier: 'Mail now', total: 3, sent: 3 });
  });

  it('sends nothing before a scheduled date, and every invitation once when it comes', async () => {
    const created = await order({
      identifier: 'Mail later',
      date: '2026-12-01',
      players: emails(3, 'later.test'),
    });
    const early = await server.post('/api/loginToken', { token: created.players[0]?.token });
    expect(early.body).toEqual({ type: 'failed', data: 'notStarted', startsOn: '2026-12-01' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.filter((mail) => mail.to.endsWith('later.test'))).toHaveLength(0);
    expect((await invitations('Mail later')).invitations.map((row) => row.status)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);
    // Nothing before its time: a reminder or a resend would bring a link that does not open.
    const code = created.players[0]?.token;
    const tooEarly = MAIL_MESSAGES.notStartedYet('2026-12-01');
    const reminder = await server.post('/api/sendReminder', {
      exerciseName: 'Mail later',
      code,
      email: 'player1@later.test',
      token: admin,
    });
    expect(reminder.status).toBe(400);
    expect(reminder.body).toMatchObject({ type: 'failed', data: tooEarly });
    const resend = await server.post('/api/resendInvitation', {
      token: admin,
      exerciseName: 'Mail later',
      client: 'acmecorp',
      code,
    });
    expect(resend.status).toBe(400);
    expect(resend.body).toMatchObject({ type: 'failed', data: tooEarly });

    vi.setSystemTime(Date.UTC(2026, 11, 1, 0, 0, 1));
    admin = await adminToken(server); // a day's login has lapsed over the jump
    await eventually(() =>
      expect(sink.received.filter((mail) => mail.to.endsWith('later.test'))).toHaveLength(3),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter((mail) => mail.to.endsWith('later.test'))).toHaveLength(3);
    const opened = await server.post('/api/loginToken', { token: created.players[0]?.token });
    expect((opened.body as { type: string }).type).toBe('success');
  });

  it('ends a permanently refused (5xx) invitation as failed at its first answer, without retries; a resend then succeeds', async () => {
    sink.refuseWith('5.1.1 mailbox unavailable');
    const created = await order({
      identifier: 'Mail refused',
      date: '2026-11-23',
      players: emails(1, 'refused.test'),
    });
    await eventually(async () => {
      const [row] = (await invitations('Mail refused')).invitations;
      expect(row?.status).toBe('failed');
      expect(row?.lastError).toMatch(/^550 .*mailbox unavailable/);
    });
    expect((await invitations('Mail refused')).invitations[0]?.attempts).toBe(1);
    sink.refuseWith(null);
    const resend = await server.post('/api/resendInvitation', {
      token: admin,
      exerciseName: 'Mail refused',
      client: 'acmecorp',
      code: created.players[0]?.token,
    });
    expect(resend.body).toEqual({
      type: 'success',
      data: 'The invitation to player1@refused.test is being sent again.',
    });
    await eventually(async () =>
      expect((await invitations('Mail refused')).invitations[0]?.status).toBe('sent'),
    );
    expect(sink.to('player1@refused.test')).toHaveLength(1);
  });

  it('retries a temporarily refused (4xx) invitation and ends it failed after its retries', async () => {
    sink.refuseWith('4.2.1 try again later', 451);
    await order({ identifier: 'Mail busy', date: '2026-11-23', players: emails(1, 'busy.test') });
    await eventually(async () => {
      const [row] = (await invitations('Mail busy')).invitations;
      expect(row?.status).toBe('failed');
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/^451 .*try again later/);
    });
    sink.refuseWith(null);
  });

  it('gives every copy of an invitation the same Message-ID at the public host, with Auto-Submitted and the client as Reply-To', async () => {
    const created = await order({
      identifier: 'Mail copies',
      date: '2026-11-23',
      players: emails(1, 'copies.test'),
    });
    await eventually(() => expect(sink.to('player1@copies.test')).toHaveLength(1));
    const resend = await server.post('/api/resendInvitation', {
      token: admin,
      exerciseName: 'Mail copies',
      client: 'acmecorp',
      code: created.players[0]?.token,
    });
    expect((resend.body as { type: string }).type).toBe('success');
    await eventually(() => expect(sink.to('player1@copies.test')).toHaveLength(2));
    const [first, second] = sink.to('player1@copies.test');
    expect(first?.messageId).toMatch(/^<invitation\.[A-Za-z0-9_-]+@dojo\.example\.com>$/);
    expect(second?.messageId).toBe(first?.messageId);
    expect(first?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(JSON.stringify(first?.headers.get('reply-to'))).toContain('security@acme.example');
    // The scenario's own play time, and the exact last moment with its time zone.
    expect(first?.text).toContain('(play time: ');
    expect(first?.text).not.toContain('about 90 minutes');
    expect(first?.text).toMatch(/works until \w+day,? \d{1,2} \w+ 2026 at \d\d:\d\d UTC/);
  });

  it('never puts an address into a Message-ID (a reminder names one in its key)', async () => {
    const created = await order({
      identifier: 'Mail ids',
      date: '2026-11-23',
      players: emails(1, 'ids.test'),
    });
    await server.post('/api/sendReminder', {
      exerciseName: 'Mail ids',
      code: created.players[0]?.token,
      email: 'coach@ids.test',
      token: admin,
    });
    await eventually(() => expect(sink.to('coach@ids.test')).toHaveLength(1));
    const id = sink.to('coach@ids.test')[0]?.messageId ?? '';
    expect(id).toMatch(/^<reminder\.[0-9a-f]+@dojo\.example\.com>$/);
    expect(id).not.toContain('coach');
  });

  it('tells an extended player until when their link now works', async () => {
    const created = await order({
      identifier: 'Mail extend',
      date: '2026-11-23',
      players: emails(1, 'extend.test'),
    });
    await eventually(() => expect(sink.to('player1@extend.test')).toHaveLength(1));
    const extended = await server.post('/api/extendExercise', {
      token: await ownerToken(server),
      exerciseName: 'Mail extend',
      code: created.players[0]?.token,
    });
    expect((extended.body as { type: string }).type).toBe('success');
    await eventually(() => expect(sink.to('player1@extend.test')).toHaveLength(2));
    const notice = sink.to('player1@extend.test')[1];
    expect(notice?.subject).toMatch(/now works until \w+day,? \d{1,2} \w+ 2026 at \d\d:\d\d UTC$/);
    expect(notice?.text).toContain(
      `https://dojo.example.com/exercise/${created.players[0]?.token}`,
    );
  });

  it('never sends the demo data through the SMTP server, and says so on its invitations', async () => {
    await eventually(async () => {
      const demo = (
        await server.post('/api/getInvitations', {
          token: admin,
          exerciseName: 'Demo campaign',
          client: 'acmecorp',
        })
      ).body as ExerciseInvitations;
      expect(demo).toMatchObject({ total: 3, held: 3, sent: 0, failed: 0 });
      expect(demo.invitations[0]).toMatchObject({ status: 'held', lastError: null });
    });
    expect(sink.received.filter((mail) => mail.to.endsWith('acme.example'))).toEqual([]);
  });

  it('sends a reminder to the address given, once per minute, and refuses one without @', async () => {
    const created = await order({
      identifier: 'Mail remind',
      date: '2026-11-23',
      players: emails(1, 'remind.test'),
    });
    const reminder = {
      exerciseName: 'Mail remind',
      code: created.players[0]?.token,
      email: 'coach@remind.test',
      token: admin,
      admin: true,
    };
    expect((await server.post('/api/sendReminder', reminder)).body).toEqual({
      type: 'success',
      data: 'A reminder was sent to coach@remind.test.',
    });
    expect(((await server.post('/api/sendReminder', reminder)).body as { type: string }).type).toBe(
      'warning',
    );
    const bad = await server.post('/api/sendReminder', { ...reminder, email: 'coach' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      type: 'failed',
      data: 'Ensure that the provided email address is valid.',
    });
    await eventually(() => expect(sink.to('coach@remind.test')).toHaveLength(1));
    expect(sink.to('coach@remind.test')[0]?.subject).toBe(
      'Reminder: your exercise "Ransomware at Dawn" is waiting',
    );
  });

  it('mails the facilitator the console link of a new facilitated exercise', async () => {
    const answer = await server.post('/api/createFacilitate', {
      token: admin,
      branding: '',
      email: 'lead@facilitate.test',
      identifier: 'Live mail drill',
      scenario: campaignOrder(admin).scenario,
      teams: ['Athena'],
      date: '2026-11-23',
    });
    const { facilitatorToken, joinToken } = answer.body as {
      facilitatorToken: string;
      joinToken: string;
    };
    await eventually(() => expect(sink.to('lead@facilitate.test')).toHaveLength(1));
    const [mail] = sink.to('lead@facilitate.test');
    expect(mail?.text).toContain(`https://dojo.example.com/facilitator/${facilitatorToken}`);
    expect(mail?.text).toContain(`https://dojo.example.com/exercise/${joinToken}`);
  });
});
