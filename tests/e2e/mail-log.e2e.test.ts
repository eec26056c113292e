import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@dojo/protocol';
import {
  eventually,
  startSmtpSink,
  type SmtpSink,
} from '../../server/src/features/mail/testing/smtpSink';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { campaign, invitations } from './support/mailCampaign';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * With an SMTP server, Admin → Outbox is the log of what was sent: a new user reads each
 * message's fate there (sent, failed for good with the server's words, never-sent demo mail),
 * the ones that need a look first, and no word about an outbox.
 */

const SHOTS = '.tmp';
let sink: SmtpSink;
let app: AppServer;
let browser: BrowserSession;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startAppServer({ SMTP_URL: sink.url, JOBS_POLL_MS: '200' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await sink?.close();
});

describe('the admin’s mail screen with an SMTP server', () => {
  it('lists every message with its fate, the failed ones first with the mail server’s answer', async () => {
    await campaign(app, 'Logged ok', 2, 'ok.test');
    await eventually(async () => expect((await invitations(app, 'Logged ok')).sent).toBe(2));
    sink.refuseWith('5.1.1 mailbox unavailable');
    await campaign(app, 'Logged refused', 1, 'refused.test');
    await eventually(async () => expect((await invitations(app, 'Logged refused')).failed).toBe(1));
    sink.refuseWith(null);

    const { page } = browser;
    await page.goto(`${app.url}/editor/Admin`);
    await fillEditorLogin(page, EDITOR_ADMIN);
    await page
      .getByRole('navigation', { name: 'Admin tabs' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    const log = page.getByRole('region', { name: 'What happened to each message' });
    await log.waitFor();
    await page.getByText(MAIL_MESSAGES.mailLogLead.smtp).waitFor();
    expect(await page.getByText(MAIL_MESSAGES.mailLogLead.outbox).count()).toBe(0);
    expect(await page.getByText(MAIL_MESSAGES.notOutboxMode).count()).toBe(0);

    const rows = log.getByRole('listitem');
    // The refusal comes first (before the demo data's held mail and the sent ones).
    const first = rows.first();
    expect(await first.innerText()).toContain('To p1@refused.test');
    await first.getByText('Failed', { exact: true }).waitFor();
    await first.getByText(/^Mail server: 550 .*mailbox unavailable/).waitFor();
    await log.getByText('To p1@ok.test').waitFor();
    expect(await rows.filter({ hasText: 'To p1@ok.test' }).getByText('Sent').count()).toBe(1);
    // The demo data's mail was never handed to the SMTP server, and the log says why (no
    // "mail server" word on it: no server was asked).
    const held = rows.filter({ hasText: 'To ana.lopez@acme.example' });
    await held.getByText('Not sent', { exact: true }).waitFor();
    await held.getByText(MAIL_MESSAGES.demoNotSent).waitFor();
    expect(await held.getByText(/Mail server/).count()).toBe(0);
    expect(sink.received.filter((mail) => mail.to.endsWith('acme.example'))).toEqual([]);

    await page.screenshot({ path: `${SHOTS}/e2e-mail-log.png`, fullPage: true });
    await expectNoAxeViolations(page, 'admin: the mail log in SMTP mode');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/e2e-mail-log-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
