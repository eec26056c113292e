import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseInvitations } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails } from '../../testing/orders';
import { startHangUpSmtp } from './testing/hangUpSmtp';
import { eventually } from './testing/smtpSink';

describe('a mail server that hangs up after the end of a message', () => {
  let smtp: Awaited<ReturnType<typeof startHangUpSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startHangUpSmtp();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: '100',
      MAIL_RETRIES: '2',
      MAIL_RETRY_DELAY_MS: '50',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('leaves the invitation unconfirmed with the connection error, and never sends it again', async () => {
    const admin = await adminToken(server);
    const order = campaignOrder(admin, {
      identifier: 'Hung up',
      date: new Date().toISOString().slice(0, 10),
      players: emails(1, 'hungup.test'),
    });
    expect((await server.post('/api/createOrder', order)).status).toBe(200);
    const read = async () =>
      (
        await server.post('/api/getInvitations', {
          token: admin,
          exerciseName: 'Hung up',
          client: 'acmecorp',
        })
      ).body as ExerciseInvitations;
    await eventually(async () => expect((await read()).invitations[0]?.status).toBe('unconfirmed'));
    expect(smtp.endsTo('player1@hungup.test')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const view = await read();
    expect(view).toMatchObject({ total: 1, sent: 0, failed: 0, unconfirmed: 1 });
    expect(view.invitations[0]?.attempts).toBe(1);
    expect(view.invitations[0]?.lastError).toBeTruthy();
    expect(smtp.endsTo('player1@hungup.test')).toBe(1);
  });
});
