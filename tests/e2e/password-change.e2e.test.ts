import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE } from '@dojo/protocol';
import { expectNoAxeViolations } from './support/axe';
import { portalLogIn } from './support/reports';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession } from './support/browser';
import { fillEditorLogin } from './support/editorSession';

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

describe('changing one’s password', () => {
  it('a portal customer changes it from the header, and logs in with the new one', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp-trainer', 'trainer-demo-2026');
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Password' })
      .click();
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'portal: change password');

    // The rules are checked before sending, with the protocol's wording.
    await page.getByLabel('Current password').fill('trainer-demo-2026');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Passwords need to be at least 8 characters long.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a much longer passphrase');
    await page.getByLabel('Repeat the new password').fill('a different passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(PASSWORD_CHANGE.mismatch).waitFor();
    await expectNoAxeViolations(page, 'portal: change password, with errors');

    // A wrong current password: the server's answer, and the session goes on.
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('Repeat the new password').fill('a much longer passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: PASSWORD_CHANGE.wrongCurrent }).waitFor();

    await page.getByLabel('Current password').fill('trainer-demo-2026');
    await page.getByLabel('New password', { exact: true }).fill('a much longer passphrase');
    await page.getByLabel('Repeat the new password').fill('a much longer passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: PASSWORD_CHANGE.changed }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-password-portal-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-password-portal-390.png', fullPage: true });
    await expectNoAxeViolations(page, 'portal: change password, done (390 px)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // This session goes on with its fresh token; the new password logs in.
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    await portalLogIn(page, app.url, 'acmecorp-trainer', 'a much longer passphrase');
    expect(browser.problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });

  it('an editor changes it from the editor’s header', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor`);
    await fillEditorLogin(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'editor: change password');
    await page.getByLabel('Current password').fill('author-demo-2026');
    await page.getByLabel('New password', { exact: true }).fill('the author’s new passphrase');
    await page.getByLabel('Repeat the new password').fill('the author’s new passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: PASSWORD_CHANGE.changed }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-password-editor-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-password-editor-390.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: change password, done (390 px)');
    // Still signed in with the fresh token: the editor opens.
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await page.getByRole('link', { name: 'Change password' }).waitFor();
  });
});
