import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/features/auth/secondFactor';
import { openAdminTab } from './support/adminConsole';
import { E2E_ADMIN } from './support/adminSignIn';
import { NO_ADMIN_FACTOR, startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { portalLogIn } from './support/reports';

let app: AppServer;
let browser: BrowserSession;
beforeAll(async () => {
  // A fresh install without ADMIN_TOTP_SECRET: its first admin has no second factor yet.
  app = await startAppServer(NO_ADMIN_FACTOR);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The server's test clock's time (the codes are computed at it). */
async function serverNow(): Promise<number> {
  const answer = await fetch(`${app.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  return ((await answer.json()) as { now: number }).now;
}

describe('an admin must have a second factor (docs/auth.md, "Who must have one")', () => {
  it('leads a fresh admin to set one up, then on to the admin screens', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor/Admin`);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin tabs' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'editor: an admin must set up two-step sign-in');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.locator('.second-factor-secret').textContent()) ?? '';
    await page.getByLabel('Code').fill(totpCode(secret, await serverNow()));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectNoAxeViolations(page, 'editor: the admin’s recovery codes');
    await page.screenshot({ path: '.tmp/e2e-second-factor-required-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The admin screens answer now: the clients' list is read from the server.
    await page.getByRole('navigation', { name: 'Admin tabs' }).waitFor();
    await openAdminTab(page, 'Manage Credits');
    await page.getByLabel('Client', { exact: true }).selectOption('acmecorp');
    await expectNoAxeViolations(page, 'admin: after setting up two-step sign-in');

    // The admin's rule for authors, on the account page.
    await page.getByRole('link', { name: 'Change password' }).click();
    const rules = page.getByRole('region', { name: 'Who needs two-step sign-in' });
    await rules.getByLabel('Require two-step sign-in for authors').check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await rules.getByText('The two-step sign-in rule is saved.').waitFor();
    await expectNoAxeViolations(page, 'editor: who needs two-step sign-in');
    const author = await post('/api/loginEditor', {
      username: 'author',
      password: 'author-demo-2026',
    });
    const refused = await post('/api/getOrganisations', { token: author.token });
    expect(refused.code).toBe('second_factor_required');
  });

  it('lets a client owner require it of the client’s trainers', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/password`);
    const rules = page.getByRole('region', { name: 'Who needs two-step sign-in' });
    await rules.getByLabel('Require two-step sign-in for your trainers').check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await rules.getByText('The two-step sign-in rule is saved.').waitFor();
    await expectNoAxeViolations(page, 'portal: who needs two-step sign-in');
    const trainer = await post('/api/loginCustomer', {
      filename: 'acmecorp-trainer',
      password: 'trainer-demo-2026',
    });
    const refused = await post('/api/getOrganisations', { token: trainer.token });
    expect(refused.code).toBe('second_factor_required');
  });
});

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}
