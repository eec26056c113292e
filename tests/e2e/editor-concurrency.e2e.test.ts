import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * Two authors, one scenario (docs/editor-api.md, "Concurrent edits"): the author whose copy
 * is stale is told who changed it and when, and chooses compare, reload or save as a copy.
 */

let app: AppServer;
let browser: BrowserSession;
const SCENARIO = 'ransomwareAtDawn';

beforeAll(async () => {
  app = await startAppServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function post(path: string, body: object) {
  const answer = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

async function menu(page: Page, dropdown: 'Scenario', entry: string) {
  await page.getByRole('button', { name: dropdown, exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

describe('a stale scenario save in the editor', () => {
  it('opens the dialog naming who changed it, compares field by field, and reloads', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/editor/Scenario`);
    await page.getByLabel('Username').fill('author');
    await page.getByLabel('Password').fill('author-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await menu(page, 'Scenario', 'Load');
    await page.getByLabel('Saved scenario').selectOption(SCENARIO);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText(`Scenario name ${SCENARIO} loaded successfully.`).waitFor();

    // Meanwhile the admin changes the subject of event 1 through the API.
    const { token } = await post('/api/loginEditor', {
      username: 'admin',
      password: 'admin-pass-1234',
    });
    const file = await post('/api/loadFile', { token, filename: SCENARIO });
    const events = (file.scenario as { id: string; subject?: string }[]).map((event) =>
      event.id === '1' ? { ...event, subject: 'Changed by the admin' } : event,
    );
    const { revision: _revision, updatedBy: _by, updatedAt: _at, ...details } = file;
    const saved = await post('/api/saveFile', {
      ...details,
      scenario: events,
      token,
      baseRevision: file.revision,
    });
    expect(saved.type).not.toBe('failed');

    await menu(page, 'Scenario', 'Save');
    await page.getByRole('button', { name: 'Save Scenario' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(/^This scenario was changed by admin at .+ UTC\. Reload it or save as a copy\.$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    const row = dialog.getByRole('row', { name: /event 1 › subject/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Changed by the admin');
    await page.screenshot({ path: '.tmp/e2e-stale-dialog-1280.png' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: '.tmp/e2e-stale-dialog-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'editor: stale-write dialog');

    await dialog.getByRole('button', { name: 'Reload (drop my changes)' }).click();
    await page.getByText(`Scenario name ${SCENARIO} loaded successfully.`).waitFor();
    await menu(page, 'Scenario', 'Save');
    await page.getByRole('button', { name: 'Save Scenario' }).click();
    await page.locator('.sc-publication').waitFor();
    await page.screenshot({ path: '.tmp/e2e-publication-1280.png', fullPage: true });
    expect(await page.getByRole('alertdialog').isVisible()).toBe(false);
  }, 90_000);
});
