import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * The credit log (docs/admin.md): an admin's change of the demo client's balance is on the
 * admin's Credit Log tab (with its filters) and on the customer's own dashboard.
 */

const SHOTS = '.tmp';
let app: AppServer;
let office: BrowserSession;
let customer: BrowserSession;

beforeAll(async () => {
  app = await startAppServer();
  [office, customer] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([office?.close(), customer?.close()]);
  await app?.stop();
});

describe('the credit log', () => {
  it("shows the admin every change to a client's money, with who, when and why", async () => {
    const page = office.page;
    await page.goto(`${app.url}/editor/Admin/ManageCredits`);
    await fillEditorLogin(page, EDITOR_ADMIN);
    await page.getByLabel('Client', { exact: true }).selectOption('acmecorp');
    await page.getByLabel('New balance').fill('120');
    await page.getByRole('button', { name: 'Update Credits' }).click();
    await page.getByRole('status').filter({ hasText: 'acmecorp now has 120 credits.' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Admin tabs' })
      .getByRole('link', { name: 'Credit Log' })
      .click();
    const table = page.getByRole('table', { name: 'Credit movements, newest first' });
    const row = table.getByRole('row').filter({ hasText: 'Admin change' }).first();
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'acmecorp',
      'admin',
      'Admin change',
      '100',
      '120',
      '+20',
    ]);
    await expectNoAxeViolations(page, 'admin: credit log');
    await page.screenshot({ path: `${SHOTS}/credit-log-admin.png`, fullPage: true });
    await page.getByLabel('Why').selectOption({ label: 'Monthly refill' });
    await page.getByText('No credit movements yet.').waitFor();
    await page.getByLabel('Why').selectOption({ label: 'Every reason' });
    await row.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/credit-log-admin-390.png`, fullPage: true });
  });

  it('shows the customer its own movements on the dashboard', async () => {
    const page = customer.page;
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('acmecorp');
    await page.getByLabel('Password').fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.goto(`${app.url}/dashboard`);
    await page.getByText('Credit movements', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Your credit movements, newest first' });
    await table
      .getByRole('row')
      .filter({ hasText: 'Admin change' })
      .filter({ hasText: '+20' })
      .waitFor();
    await expectNoAxeViolations(page, 'portal: credit movements');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/credit-log-dashboard-390.png`, fullPage: true });
    expect(customer.problems).toEqual([]);
  });
});
