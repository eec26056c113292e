import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExerciseInvitations, OrderCreated } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails } from '../../testing/orders';
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

  it('ends a refused invitation as failed with the SMTP answer after its retries; a resend then succeeds', async () => {
    sink.refuseWith('5.1.1 mailbox unavailable');
    const created = await order({
      identifier: 'Mail refused',
      date: '2026-11-23',
      players: emails(1, 'refused.test'),
    });
    await eventually(async () => {
      const [row] = (await invitations('Mail refused')).invitations;
      expect(row?.status).toBe('failed');
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/^550 .*mailbox unavailable/);
    });
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
