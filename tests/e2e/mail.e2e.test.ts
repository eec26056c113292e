import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startSmtpSink,
  type SmtpSink,
} from '../../server/src/features/mail/testing/smtpSink';
import { startAppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser } from './support/browser';
import { campaign, invitations, queueDrained, tally } from './support/mailCampaign';

/**
 * Invitations from the real server process to a real SMTP server on loopback: the link
 * opens the exercise in chromium; a crash or a shutdown mid-batch loses no message and sends
 * none twice; and the time to queue and send 1,000 invitations (docs/mail-and-jobs.md).
 */

describe('invitations from the server process', () => {
  let sink: SmtpSink;
  const env = () => ({
    SMTP_URL: sink.url,
    JOBS_POLL_MS: '200',
    MAIL_RATE_PER_MINUTE: '100000',
    PUBLIC_URL: '',
  });

  beforeAll(async () => {
    sink = await startSmtpSink({ delayMs: 5 });
  });
  afterAll(() => sink.close());

  it('mails every player their link, which opens the exercise in chromium', async () => {
    const app = await startAppServer(env());
    const browser = await openBrowser();
    try {
      const { players } = await campaign(app, 'Browser invite', 2, 'browser.test');
      await eventually(() => expect(tally(sink, 'browser.test').distinct).toBe(2), 20_000);
      const mail = sink.to(players[0]?.user ?? '')[0];
      const link = /http:\/\/\S+\/exercise\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      expect(link).toBe(`${app.url}/exercise/${players[0]?.token}`);
      await browser.page.goto(link);
      await browser.page.getByRole('heading', { name: 'Before you start' }).waitFor();
      await expectNoAxeViolations(browser.page, 'player: NDA from an e-mailed link');
    } finally {
      await browser.close();
      await app.stop();
    }
  });

  it('sends each message once when the server shuts down mid-batch and starts again', async () => {
    const app = await startAppServer(env());
    await campaign(app, 'Stopped batch', 200, 'stopped.test');
    await eventually(() => expect(tally(sink, 'stopped.test').copies).toBeGreaterThan(30), 20_000);
    // A shutdown finishes the sends it has taken, and leaves the rest stored for the restart.
    await app.stop();
    const again = await startAppServer({ ...env(), PORT: new URL(app.url).port }, app.dataDir);
    try {
      await eventually(() => expect(tally(sink, 'stopped.test').distinct).toBe(200), 30_000);
      await queueDrained(again, (domain) => tally(sink, domain).copies);
      expect(tally(sink, 'stopped.test').copies).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('sends each message exactly once when the server is killed mid-batch; the ones in doubt show unconfirmed', async () => {
    const app = await startAppServer(env());
    await campaign(app, 'Killed batch', 200, 'killed.test');
    await eventually(() => expect(tally(sink, 'killed.test').copies).toBeGreaterThan(30), 20_000);
    await app.kill();
    const again = await startAppServer({ ...env(), PORT: new URL(app.url).port }, app.dataDir);
    try {
      // Every invitation ends answered: sent, or unconfirmed (in doubt, never resent).
      await eventually(async () => {
        const view = await invitations(again, 'Killed batch');
        expect(view.sent + view.unconfirmed).toBe(200);
      }, 30_000);
      await queueDrained(again, (domain) => tally(sink, domain).copies);
      const view = await invitations(again, 'Killed batch');
      expect(view.failed).toBe(0);
      const { copies, mails } = tally(sink, 'killed.test');
      const copiesTo = (player: string) => mails.filter((mail) => mail.to === player).length;
      const unconfirmed = view.invitations.filter((row) => row.status === 'unconfirmed');
      for (const row of view.invitations) {
        if (row.status === 'sent') expect(copiesTo(row.player), row.player).toBe(1);
        else expect(copiesTo(row.player), row.player).toBeLessThanOrEqual(1);
      }
      expect(copies).toBeLessThanOrEqual(200);
      const delivered = unconfirmed.filter((row) => copiesTo(row.player) === 1).length;
      console.log(
        `killed mid-batch: 200 invitations, 0 sent twice; ${unconfirmed.length} unconfirmed ` +
          `(${delivered} of them had reached the mail server)`,
      );
    } finally {
      await again.stop();
    }
  });

  it('queues and sends 1,000 invitations (reports the time)', async () => {
    const fast = await startSmtpSink();
    const app = await startAppServer({ ...env(), SMTP_URL: fast.url });
    try {
      const { started } = await campaign(app, 'Thousand', 1_000, 'thousand.test');
      const ordered = performance.now();
      await eventually(
        () => expect(tally(fast, 'thousand.test').distinct).toBeGreaterThan(0),
        60_000,
      );
      const first = performance.now();
      await eventually(() => expect(tally(fast, 'thousand.test').distinct).toBe(1_000), 120_000);
      const sent = performance.now();
      console.log(
        `1,000 invitations: order answered in ${Math.round(ordered - started)} ms, ` +
          `first sent after ${((first - started) / 1000).toFixed(1)} s, ` +
          `all sent to the local SMTP server ${((sent - started) / 1000).toFixed(1)} s after the order`,
      );
      expect(tally(fast, 'thousand.test').copies).toBe(1_000);
    } finally {
      await app.stop();
      await fast.close();
    }
  }, 180_000);
});
