import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, type ExerciseInvitations, type MailLog } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails } from '../../testing/orders';
import { eventually, startSmtpSink, type SmtpSink } from './testing/smtpSink';

const SECRET = 'bounce-secret-for-tests-0123456789';

/** A delivery status notification as a mail server writes it (RFC 3464), to the envelope sender. */
function dsn(to: string, recipient: string, action: 'failed' | 'delayed'): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.remote.test>',
    `To: ${to}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    '',
    '--B',
    'Content-Type: text/plain',
    '',
    'I could not deliver your message.',
    '--B',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.remote.test',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 <' + recipient + '>: Recipient address rejected',
    '',
    '--B--',
    '',
  ].join('\r\n');
}

/**
 * The bounce domain's mail server: a real SMTP server that hands every message it gets to
 * POST /api/mail/bounce with the secret (what a Postfix pipe to curl does in production).
 */
async function startBounceMx(forwardTo: () => string, secret: string) {
  const answers: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        fetch(forwardTo(), {
          method: 'POST',
          headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
          body: Buffer.concat(chunks),
        })
          .then((answer) => {
            answers.push(answer.status);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const sender = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false });
  return {
    answers,
    /** Delivers a raw DSN over SMTP to this server, as the remote mail server would. */
    deliver: (to: string, raw: string) => sender.sendMail({ envelope: { from: '', to }, raw }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('bounces: the envelope sender names the message, a DSN marks its invitation bounced', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let mx: Awaited<ReturnType<typeof startBounceMx>>;
  let admin: string;

  const invitations = async (identifier: string) =>
    (
      await server.post('/api/getInvitations', {
        token: admin,
        exerciseName: identifier,
        client: 'acmecorp',
      })
    ).body as ExerciseInvitations;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      SMTP_URL: sink.url,
      JOBS_POLL_MS: '100',
      MAIL_BOUNCE_ADDRESS: 'bounces@dojo.example.com',
      MAIL_BOUNCE_SECRET: SECRET,
      PUBLIC_URL: 'https://dojo.example.com',
    });
    mx = await startBounceMx(() => `${server.url}/api/mail/bounce`, SECRET);
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await mx.close();
    await server.close();
    await sink.close();
  });

  it('sends each message from its own VERP address, and a failure DSN delivered by SMTP marks it bounced', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await server.post(
      '/api/createOrder',
      campaignOrder(admin, { identifier: 'Bounced', date: today, players: emails(2, 'gone.test') }),
    );
    await eventually(() =>
      expect(sink.received.filter((m) => m.to.endsWith('gone.test'))).toHaveLength(2),
    );
    const [first, second] = sink.received.filter((m) => m.to.endsWith('gone.test'));
    expect(first?.mailFrom).toMatch(/^bounces\+[a-z0-9]{20}@dojo\.example\.com$/);
    expect(second?.mailFrom).not.toBe(first?.mailFrom);
    await eventually(async () => expect((await invitations('Bounced')).sent).toBe(2));

    // A "delayed" notice is not final: nothing changes.
    await mx.deliver(first?.mailFrom ?? '', dsn(first?.mailFrom ?? '', first?.to ?? '', 'delayed'));
    expect((await invitations('Bounced')).bounced).toBe(0);

    await mx.deliver(first?.mailFrom ?? '', dsn(first?.mailFrom ?? '', first?.to ?? '', 'failed'));
    await eventually(async () => expect((await invitations('Bounced')).bounced).toBe(1));
    const view = await invitations('Bounced');
    expect(view).toMatchObject({ total: 2, sent: 1, bounced: 1 });
    // The one that needs a person comes first, with the remote server's words.
    expect(view.invitations[0]).toMatchObject({ player: first?.to, status: 'bounced' });
    expect(view.invitations[0]?.lastError).toMatch(/^550 5\.1\.1 .*Recipient address rejected/);
    expect(mx.answers).toEqual([200, 200]);

    // The admin's mail log tells the same fate.
    const log = (await server.post('/api/getMailLog', { token: admin })).body as MailLog;
    expect(log.transport).toBe('smtp');
    expect(log.entries.find((entry) => entry.to === first?.to)?.status).toBe('bounced');
  });

  it('refuses a notification without the secret, and changes nothing', async () => {
    const answer = await fetch(`${server.url}/api/mail/bounce`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: 'Bearer wrong' },
      body: dsn('bounces+aaaaaaaaaaaaaaaaaaaa@dojo.example.com', 'x@gone.test', 'failed'),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({
      type: 'failed',
      data: MAIL_MESSAGES.bounceSecretWrong,
    });
  });

  it('answers a notification naming no message of ours with a warning', async () => {
    const answer = await fetch(`${server.url}/api/mail/bounce`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      body: dsn('someone@else.test', 'x@gone.test', 'failed'),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ type: 'warning', data: MAIL_MESSAGES.bounceIgnored });
  });
});
