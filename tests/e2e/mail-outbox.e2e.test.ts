import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { portalLogIn } from './support/reports';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * What a new user sees with no SMTP server (the default): they order an exercise, its row shows
 * the invitation sent, and the admin reads exactly what the player received in the Outbox.
 */

const SHOTS = '.tmp';
let app: AppServer;
let browser: BrowserSession;

beforeAll(async () => {
  app = await startAppServer({ JOBS_POLL_MS: '200' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a new user’s first order, with mail going to the outbox', () => {
  it('shows the invitation sent in the portal’s exercise row', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByLabel('Identifier').fill('Welcome drill');
    await page.getByLabel('Player 1 email').fill('zoe@acme.example');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByRole('status').filter({ hasText: 'is ordered for 1 player' }).waitFor();

    await page.goto(`${app.url}/dashboard`);
    const card = page.getByRole('article', { name: 'Welcome drill' });
    await card.getByRole('button', { name: 'Show Players' }).click();
    const list = card.getByRole('region', { name: 'Invitations' });
    await list.getByText('1 of 1 sent').waitFor({ timeout: 20_000 });
    await list.getByText('zoe@acme.example').waitFor();
    await list.getByText('Sent', { exact: true }).waitFor();
    await list.getByRole('button', { name: 'Resend the invitation to zoe@acme.example' }).waitFor();
    await card.screenshot({ path: `${SHOTS}/e2e-mail-portal-row.png` });
    await expectNoAxeViolations(page, 'portal: an exercise row with its invitations');
  });

  it('lets the admin read that invitation in the Outbox, link included', async () => {
    const admin = await browser.context.newPage();
    await admin.goto(`${app.url}/editor/Admin`);
    await fillEditorLogin(admin, EDITOR_ADMIN);
    await admin
      .getByRole('navigation', { name: 'Admin tabs' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await admin.getByRole('heading', { name: 'Outbox', level: 2 }).first().waitFor();
    await admin.getByRole('button', { name: /zoe@acme\.example/ }).click();
    const message = admin.getByRole('article');
    await message.getByRole('heading', { name: /invites you to the exercise/ }).waitFor();
    // The HTML part (sanitised, in a shadow root) links the player's exercise...
    const link = message.locator('a[href*="/exercise/"]').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${app.url}/exercise/[\\w-]+$`));
    await admin.screenshot({ path: `${SHOTS}/e2e-mail-outbox-html.png`, fullPage: true });
    // ...and so does the plain text.
    await message.getByRole('button', { name: 'Plain text' }).click();
    expect(await message.locator('pre').innerText()).toContain(`${app.url}/exercise/`);
    await admin.screenshot({ path: `${SHOTS}/e2e-mail-outbox.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${SHOTS}/e2e-mail-outbox-390.png`, fullPage: true });
    await expectNoAxeViolations(admin, 'admin: the outbox with an invitation');
    await admin.close();
  });
});
