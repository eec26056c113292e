import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@dojo/protocol';
import {
  eventually,
  startSmtpSink,
  type SmtpSink,
} from '../../server/src/features/mail/testing/smtpSink';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser } from './support/browser';
import {
  adminToken,
  campaign,
  demoMailSent,
  exited,
  invitations,
  post,
  queueDrained,
  tally,
} from './support/mailCampaign';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * The real server process stops itself (MAIL_TEST_CRASH_AT, NODE_ENV=test only) at each step
 * of a send, against a real SMTP server; the restart on the same data shows what
 * docs/mail-and-jobs.md ("Exactly once") promises for that step.
 */

const SHOTS = '.tmp';

/** How many .eml files of the outbox are addressed to `address` (or a domain). */
function outboxFiles(app: AppServer, address: string): number {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) =>
      /^To: .*$/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[0].includes(address),
    ).length;
}

describe('a crash at each step of a send', () => {
  let sink: SmtpSink;
  const env = () => ({
    SMTP_URL: sink.url,
    JOBS_POLL_MS: '200',
    MAIL_RATE_PER_MINUTE: '100000',
    PUBLIC_URL: '',
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  /**
   * Orders one invitation with the switch at `step`, waits for the crash, restarts. The demo
   * data's own mails go out (outbox) or are held (SMTP) first, in a run without the switch, so
   * the crash is ours.
   */
  async function crashAt(step: string, identifier: string, domain: string, outbox = false) {
    const settings = outbox ? { JOBS_POLL_MS: '200' } : env();
    const first = await startAppServer(settings);
    await demoMailSent(first);
    // Over SMTP the demo data's mail is never sent (docs/mail-and-jobs.md): nothing to wait for.
    if (outbox)
      await eventually(() => expect(outboxFiles(first, 'facilitator@acme.example')).toBe(1));
    await first.stop();
    const crashing = await startAppServer(
      { ...settings, PORT: new URL(first.url).port, MAIL_TEST_CRASH_AT: step },
      first.dataDir,
    );
    // The crash may come before the order's answer: the order is stored by then.
    await campaign(crashing, identifier, 1, domain).catch(() => undefined);
    await exited(crashing);
    const received = outbox ? outboxFiles(first, domain) : tally(sink, domain).copies;
    const app = await startAppServer({ ...settings, PORT: new URL(first.url).port }, first.dataDir);
    return { app, received };
  }

  async function settled(app: AppServer, identifier: string, status: string, outbox = false) {
    await eventually(async () => {
      expect((await invitations(app, identifier)).invitations[0]?.status).toBe(status);
    }, 20_000);
    // Any send the restart might (wrongly) make has gone out once the queue is drained.
    await queueDrained(app, (domain) =>
      outbox ? outboxFiles(app, domain) : tally(sink, domain).copies,
    );
    return (await invitations(app, identifier)).invitations[0];
  }

  it('after the claim, before anything went out: sent once after the restart', async () => {
    const { app, received } = await crashAt('claimed', 'Crash claimed', 'claimed.test');
    try {
      expect(received).toBe(0);
      const row = await settled(app, 'Crash claimed', 'sent');
      expect(row?.attempts).toBe(2);
      expect(tally(sink, 'claimed.test').copies).toBe(1);
    } finally {
      await app.stop();
    }
  });

  it('after the committing mark, before the end went out: unconfirmed, not resent; Resend sends it', async () => {
    const { app, received } = await crashAt('committing', 'Crash committing', 'committing.test');
    const browser = await openBrowser();
    try {
      expect(received).toBe(0);
      expect(sink.begun()).toBeGreaterThan(0);
      const row = await settled(app, 'Crash committing', 'unconfirmed');
      expect(row).toMatchObject({ attempts: 1, player: 'p1@committing.test' });
      expect(tally(sink, 'committing.test').copies).toBe(0);
      const counts = await invitations(app, 'Crash committing');
      expect(counts).toMatchObject({ total: 1, sent: 0, failed: 0, unconfirmed: 1 });

      // The admin's campaign details show it, explain it, and resend it on request.
      const page = browser.page;
      await page.goto(`${app.url}/editor/Admin`);
      await fillEditorLogin(page, EDITOR_ADMIN);
      await page
        .getByRole('navigation', { name: 'Admin tabs' })
        .getByRole('link', { name: 'Exercise List' })
        .click();
      await page.getByRole('button', { name: 'Crash committing' }).click();
      const list = page.getByRole('region', { name: 'Invitations' });
      await list.getByText('0 of 1 sent, 1 may have been delivered').waitFor();
      await list.getByText('May have been delivered', { exact: true }).waitFor();
      await list.getByText(MAIL_MESSAGES.unconfirmed).waitFor();
      await page.screenshot({ path: `${SHOTS}/e2e-mail-unconfirmed.png`, fullPage: true });
      await expectNoAxeViolations(page, 'admin: an unconfirmed invitation');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/e2e-mail-unconfirmed-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      await list
        .getByRole('button', { name: 'Resend the invitation to p1@committing.test' })
        .click();
      await list.getByText(MAIL_MESSAGES.resendQueued('p1@committing.test')).waitFor();
      await list.getByText('1 of 1 sent').waitFor({ timeout: 20_000 });
      expect(tally(sink, 'committing.test').copies).toBe(1);
    } finally {
      await browser.close();
      await app.stop();
    }
  });

  it('after the 250, before `sent` was stored: delivered once, unconfirmed, not resent', async () => {
    const { app, received } = await crashAt('accepted', 'Crash accepted', 'accepted.test');
    try {
      expect(received).toBe(1);
      const row = await settled(app, 'Crash accepted', 'unconfirmed');
      expect(row?.attempts).toBe(1);
      expect(tally(sink, 'accepted.test').copies).toBe(1);
    } finally {
      await app.stop();
    }
  });

  it('sends one message for two resend clicks at the same moment', async () => {
    const app = await startAppServer(env());
    try {
      const { players } = await campaign(app, 'Double click', 1, 'double.test');
      await eventually(() => expect(tally(sink, 'double.test').copies).toBe(1), 20_000);
      const token = await adminToken(app);
      const click = () =>
        post(app, '/api/resendInvitation', {
          token,
          exerciseName: 'Double click',
          client: 'acmecorp',
          code: players[0]?.token,
        });
      const answers = await Promise.all([click(), click()]);
      expect(answers.map((answer) => answer.type).sort()).toEqual(['success', 'warning']);
      await eventually(() => expect(tally(sink, 'double.test').copies).toBe(2), 20_000);
      await queueDrained(app, (domain) => tally(sink, domain).copies);
      expect(tally(sink, 'double.test').copies).toBe(2);
    } finally {
      await app.stop();
    }
  });

  it('in outbox mode: a crash before the file is renamed in writes it once after the restart', async () => {
    const { app, received } = await crashAt('committing', 'Box committing', 'boxcommit.test', true);
    try {
      expect(received).toBe(0);
      const row = await settled(app, 'Box committing', 'sent', true);
      expect(row?.attempts).toBe(2);
      expect(outboxFiles(app, 'p1@boxcommit.test')).toBe(1);
    } finally {
      await app.stop();
    }
  });

  it('in outbox mode: a crash after the file is in marks it sent without writing it again', async () => {
    const { app, received } = await crashAt('accepted', 'Box accepted', 'boxaccept.test', true);
    try {
      expect(received).toBe(1);
      const row = await settled(app, 'Box accepted', 'sent', true);
      expect(row?.attempts).toBe(1);
      expect(outboxFiles(app, 'p1@boxaccept.test')).toBe(1);
    } finally {
      await app.stop();
    }
  });
});
