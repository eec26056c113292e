import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession } from './support/browser';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';
import { portalLogIn } from './support/reports';

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

async function signIn(username: string, password: string): Promise<void> {
  await fetch(`${app.url}/api/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filename: username, password }),
  });
}

describe('the security log', () => {
  it('the admin filters it by kind and person, and downloads what is shown as CSV', async () => {
    await signIn('acmecorp-trainer', 'not-the-password');
    await signIn('acmecorp-trainer', 'trainer-demo-2026');
    const { page } = browser;
    await page.goto(`${app.url}/editor`);
    await fillEditorLogin(page, EDITOR_ADMIN);
    await page.getByRole('link', { name: 'Change password' }).click();
    const log = page.getByRole('table', { name: 'Security log entries, newest first' });
    await log.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    await expectNoAxeViolations(page, 'editor: security log');

    const filters = page.getByRole('form', { name: 'Security log filters' });
    await filters.getByLabel('Person').fill('acmecorp-trainer');
    await filters.getByRole('button', { name: 'Show' }).click();
    await log.getByRole('cell', { name: 'Sign-in failed' }).waitFor();
    await log.getByRole('cell', { name: 'Signed in' }).waitFor();
    await filters.getByLabel('Kind').selectOption({ label: 'Sign-in failed' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await log.getByRole('cell', { name: 'Signed in' }).waitFor({ state: 'detached' });
    await log.getByRole('cell', { name: 'Sign-in failed' }).waitFor();
    expect(await log.getByRole('row').count()).toBe(2);
    await page.screenshot({ path: '.tmp/e2e-audit-log-1280.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('time,kind,person,by,client,address,detail');
    expect(csv).toContain('Sign-in failed,acmecorp-trainer,,acmecorp,');
  });

  it('a client owner sees their own accounts’ entries; a trainer has no security log', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp-trainer', 'trainer-demo-2026');
    await page.goto(`${app.url}/password`);
    await page.getByRole('table', { name: 'Your sessions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Security log' }).count()).toBe(0);
    await page.evaluate(() => localStorage.clear());

    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/password`);
    const log = page.getByRole('table', { name: 'Security log entries, newest first' });
    await log.getByRole('cell', { name: 'acmecorp-trainer' }).first().waitFor();
    expect(await log.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    expect(await log.getByRole('columnheader', { name: 'Client' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'portal: security log');
  });
});
