import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { fillEditorLogin } from './support/editorSession';
import { portalLogIn } from './support/reports';

let app: AppServer;
let browser: BrowserSession;
let other: BrowserSession | undefined;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});
afterEach(async () => {
  await other?.close();
  other = undefined;
});

const TRAINER = ['acmecorp-trainer', 'trainer-demo-2026'] as const;

describe('sessions people can see and end', () => {
  it('a trainer ends the session of another browser, which is signed out at once', async () => {
    other = await openBrowser();
    await portalLogIn(other.page, app.url, ...TRAINER);

    const { page } = browser;
    await portalLogIn(page, app.url, ...TRAINER);
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Password' })
      .click();
    const table = page.getByRole('table', { name: 'Your sessions' });
    const rows = table.getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    await table.getByRole('rowheader', { name: /\(this device\)$/ }).waitFor();
    await expectNoAxeViolations(page, 'portal: sessions');
    await page.screenshot({ path: '.tmp/e2e-sessions-1280.png', fullPage: true });

    await table.getByRole('button', { name: /^End the session on Chrome/ }).click();
    await page.getByText('The session has ended.').waitFor();
    // The other browser's socket is closed and its page signs out, with no call of its own.
    const portalNav = other.page.getByRole('navigation', { name: 'Portal' });
    await portalNav.getByRole('link', { name: 'Password' }).waitFor({ state: 'detached' });
    await portalNav.getByRole('link', { name: 'Log In' }).waitFor();
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'portal: sessions, phone');
  });

  it('an author sees their sessions beside the password form', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor`);
    await fillEditorLogin(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page
      .getByRole('table', { name: 'Your sessions' })
      .getByRole('rowheader', { name: /\(this device\)$/ })
      .waitFor();
    await expectNoAxeViolations(page, 'editor: sessions');
  });
});
