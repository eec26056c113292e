import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/features/auth/secondFactor';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession } from './support/browser';

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

/** Moves the server's test clock on (a code's time step is taken once); answers its time. */
async function serverNow(advanceMs: number): Promise<number> {
  const answer = await fetch(`${app.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  return ((await answer.json()) as { now: number }).now;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

describe('two-step sign-in', () => {
  it('an author sets up an authenticator app, then signs in with its code', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor`);
    await page.getByLabel('Username').fill('author');
    await page.getByLabel('Password').fill('author-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByText('Two-step sign-in is off').waitFor();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    await expectNoAxeViolations(page, 'editor: authenticator app, QR code');
    await page.screenshot({ path: '.tmp/e2e-second-factor-qr-1280.png', fullPage: true });
    const secret = (await page.locator('.second-factor-secret').textContent()) ?? '';

    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
    await page.getByLabel('Code').fill(totpCode(secret, await serverNow(0)));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByText('Two-step sign-in is on. 10 recovery codes are left.').waitFor();
    await expectNoAxeViolations(page, 'editor: authenticator app, recovery codes');
    await page.screenshot({ path: '.tmp/e2e-second-factor-codes-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-second-factor-codes-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A new sign-in: the password, then the code step.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/editor`);
    await page.getByLabel('Username').fill('author');
    await page.getByLabel('Password').fill('author-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Code').waitFor();
    await expectNoAxeViolations(page, 'editor: the code step');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-second-factor-step-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Enter the code from your authenticator app.').waitFor();
    await page.getByLabel('Code').fill(totpCode(secret, await serverNow(30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('link', { name: 'Change password' }).waitFor();
  });

  it('a portal owner with an authenticator app signs in with a recovery code', async () => {
    const login = await post('/api/loginCustomer', {
      filename: 'acmecorp',
      password: 'acme-demo-2026',
    });
    const token = login.token as string;
    const { secret } = (await post('/api/startTotpEnrolment', { token })) as { secret: string };
    const code = totpCode(secret, await serverNow(0));
    const confirmed = await post('/api/confirmTotpEnrolment', { token, code });
    const [recovery] = confirmed.recoveryCodes as string[];

    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('acmecorp');
    await page.getByLabel('Password').fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
    await expectNoAxeViolations(page, 'portal: the code step, wrong code');
    await page.screenshot({ path: '.tmp/e2e-second-factor-portal-1280.png', fullPage: true });
    await page.getByLabel('Code').fill(recovery ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    const agree = page.getByRole('button', { name: 'I agree to NDA' });
    const library = page.getByRole('heading', { name: 'Exercise Library' });
    await Promise.race([agree.waitFor(), library.waitFor()]);
    if (await agree.isVisible()) await agree.click();
    await library.waitFor();
  });
});
