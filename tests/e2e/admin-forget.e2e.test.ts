import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * A data-subject erasure request: the admin forgets one player by address under Remove
 * Emails, confirms, reads the counts, and the Outbox no longer names the person.
 */

const SHOTS = '.tmp';
const PERSON = 'zoe@forget.example';
let app: AppServer;
let browser: BrowserSession;

async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

beforeAll(async () => {
  app = await startAppServer({ JOBS_POLL_MS: '200' });
  browser = await openBrowser();
  // A campaign mailed today: the person's invitation is in the outbox.
  const { token } = (await post('/api/loginEditor', {
    username: 'admin',
    password: 'admin-pass-1234',
  })) as { token: string };
  await post('/api/createOrder', {
    token,
    branding: 'acmecorp',
    username: 'acmecorp',
    scenario: 'ransomwareAtDawn',
    identifier: 'Forget drill',
    date: new Date().toISOString().slice(0, 10),
    players: [
      { email: PERSON, team: -1 },
      { email: 'yan@forget.example', team: -1 },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('Forget a person', () => {
  it('erases one address after a confirmation and says what went', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor/Admin`);
    await fillEditorLogin(page, EDITOR_ADMIN);
    const tabs = page.getByRole('navigation', { name: 'Admin tabs' });
    await tabs.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('button', { name: new RegExp(PERSON.replace('.', '\\.')) }).waitFor({
      timeout: 20_000,
    });

    await tabs.getByRole('link', { name: 'Remove Emails' }).click();
    const form = page.getByRole('form', { name: 'Forget a person' });
    await form.getByRole('heading', { name: 'Forget a person (by e-mail address)' }).waitFor();
    // A malformed address is refused before anything is asked.
    await form.getByLabel('E-mail address').fill('not an address');
    await form.getByRole('button', { name: 'Forget' }).click();
    await form.getByRole('alert').filter({ hasText: 'Email is invalid.' }).waitFor();

    await form.getByLabel('E-mail address').fill(PERSON);
    await form.getByRole('button', { name: 'Forget' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Forget this person?' });
    await dialog.getByText(`Erase everything stored under ${PERSON}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-admin-forget-confirm.png`, fullPage: true });
    await expectNoAxeViolations(page, 'admin: forget a person (confirmation)');
    await dialog.getByRole('button', { name: 'Forget' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `${PERSON} is forgotten: 1 player and 1 message erased.` })
      .waitFor();
    expect(await form.getByLabel('E-mail address').inputValue()).toBe('');
    await page.screenshot({ path: `${SHOTS}/e2e-admin-forget.png`, fullPage: true });
    await expectNoAxeViolations(page, 'admin: forget a person (done)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/e2e-admin-forget-390.png`, fullPage: true });
    await expectNoAxeViolations(page, 'admin: forget a person (phone)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The browser's copy goes too: the Outbox read before the erasure is not shown again while
    // its fresh read is on the way (held back 1 s here, so a cached copy would be on screen).
    await page.route('**/api/getMailLog', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await tabs.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    expect(await page.getByText(PERSON).count()).toBe(0);
    await page.getByRole('button', { name: /yan@forget\.example/ }).waitFor();
    expect(await page.getByText(PERSON).count()).toBe(0);
    await page.unroute('**/api/getMailLog');
  });
});
