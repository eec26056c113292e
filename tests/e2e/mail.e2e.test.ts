import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startSmtpSink,
  type SmtpSink,
} from '../../server/src/features/mail/testing/smtpSink';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser } from './support/browser';

/**
 * Invitations from the real server process to a real SMTP server on loopback: the link
 * opens the exercise in chromium; a crash or a shutdown mid-batch loses no message; and the
 * time to queue and send 1,000 invitations (docs/performance.md).
 */

const TODAY = new Date().toISOString().slice(0, 10);

async function post(app: AppServer, path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function campaign(app: AppServer, identifier: string, count: number, domain: string) {
  const { token } = await post(app, '/api/loginEditor', {
    username: 'admin',
    password: 'admin-pass-1234',
  });
  const players = Array.from({ length: count }, (_, n) => ({ email: `p${n + 1}@${domain}` }));
  const started = performance.now();
  const answer = await post(app, '/api/createOrder', {
    token,
    branding: 'acmecorp',
    username: 'acmecorp',
    scenario: 'ransomwareAtDawn',
    identifier,
    date: TODAY,
    players,
  });
  expect(answer.type).toBe('success');
  return { started, players: answer.players as { user: string; token: string }[] };
}

/** How many distinct recipients of `domain` got mail, and how many copies in all. */
function tally(sink: SmtpSink, domain: string) {
  const mails = sink.received.filter((mail) => mail.to.endsWith(domain));
  return { distinct: new Set(mails.map((mail) => mail.to)).size, copies: mails.length, mails };
}

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
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(tally(sink, 'stopped.test').copies).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('skips no message when the server is killed mid-batch; a repeat keeps its Message-ID', async () => {
    const app = await startAppServer(env());
    await campaign(app, 'Killed batch', 200, 'killed.test');
    await eventually(() => expect(tally(sink, 'killed.test').copies).toBeGreaterThan(30), 20_000);
    await app.kill();
    const again = await startAppServer({ ...env(), PORT: new URL(app.url).port }, app.dataDir);
    try {
      await eventually(() => expect(tally(sink, 'killed.test').distinct).toBe(200), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { copies, mails } = tally(sink, 'killed.test');
      // Only a message the mail server accepted in the instant before the kill, before the
      // server could record it, is sent again: at most one per concurrent send (10).
      expect(copies - 200).toBeLessThanOrEqual(10);
      const ids = new Map<string, string>();
      for (const mail of mails) {
        expect(ids.get(mail.to) ?? mail.messageId).toBe(mail.messageId);
        ids.set(mail.to, mail.messageId);
      }
      console.log(`killed mid-batch: 200 invitations, ${copies - 200} sent twice`);
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
