import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { blockPushes } from './support/pushes';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { eventEditor, openEvent } from './support/scenarioEditor';
import {
  EDITOR_ADMIN,
  editorMenu,
  editorToken,
  fillEditorLogin,
  postJson,
} from './support/editorSession';

/**
 * Continuity in the scenario editor (docs/scenario-editor.md): a removed scenario comes back
 * from its versions, and a reload reopens the scenario with its unsaved edits as a draft.
 */

let app: AppServer;
let browser: BrowserSession;
const DEMO = 'ransomwareAtDawn';

beforeAll(async () => {
  app = await startAppServer();
  browser = await openBrowser();
  browser.page.on('dialog', (dialog) => void dialog.accept());
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const post = (path: string, body: object) => postJson(app.url, path, body);

/** Saves the demo scenario under `name` with the given titles (one version each) as admin. */
async function saveCopies(name: string, titles: string[]) {
  const token = await editorToken(app.url, EDITOR_ADMIN);
  const file = await post('/api/loadFile', { token, filename: DEMO });
  const { revision: _r, updatedBy: _b, updatedAt: _a, ...details } = file;
  for (const title of titles)
    await post('/api/saveFile', { ...details, title, fileName: name, visible: false, token });
  return token;
}

async function signIn(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  const login = page.getByLabel('Username');
  await login
    .or(page.getByRole('link', { name: 'Sections & Events' }))
    .first()
    .waitFor();
  if (!(await login.isVisible())) return;
  await fillEditorLogin(page);
}

const menu = editorMenu;

describe('a removed scenario', () => {
  it('is found under Removed, its versions listed, and restored from one', async () => {
    const token = await saveCopies('phoenixDrill', ['First title', 'Second title']);
    await post('/api/removeScenario', { token, filename: 'phoenixDrill' });

    const { page } = browser;
    await signIn(page, '/editor/Scenario/PreviousVersions');
    await page.getByRole('radio', { name: 'Removed scenarios and sections' }).check();
    await page.getByRole('button', { name: 'Versions of phoenixDrill' }).click();
    await page.getByRole('heading', { name: 'Versions of phoenixDrill' }).waitFor();
    await page.getByRole('button', { name: 'Restore phoenixDrill-v1' }).waitFor();
    await expectNoAxeViolations(page, 'editor: removed scenarios and their versions');
    await page.screenshot({ path: '.tmp/e2e-removed-versions-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: '.tmp/e2e-removed-versions-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Restore phoenixDrill-v1' }).click();
    await page
      .getByText(/^Scenario phoenixDrill restored from phoenixDrill-v1 \(version phoenixDrill-v3\)/)
      .waitFor();
    await page
      .getByRole('button', { name: 'Versions of phoenixDrill' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open phoenixDrill' }).click();
    await page.getByText('Scenario name phoenixDrill loaded successfully.').waitFor();
    expect(await page.locator('.scenario-title-name').textContent()).toBe(
      'phoenixDrill · First title',
    );
  }, 90_000);
});

/** The drafts of reloadDrill the editor keeps in this browser's localStorage, as text. */
function keptDraft(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('editorDraft:') && key.includes('reloadDrill'))
      .map((key) => localStorage.getItem(key) ?? '')
      .join('\n'),
  );
}

describe('reloading the editor', () => {
  it('reopens the scenario and event, and restores the unsaved draft after asking', async () => {
    const token = await saveCopies('reloadDrill', ['Reload drill']);
    const { page } = browser;
    // The save "meanwhile" below must not reach this editor live (it would take it in before
    // the reload): this browser's connection is down.
    await blockPushes(page);
    await signIn(page, '/editor/Scenario');
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await menu(page, 'Scenario', 'Load');
    await page.getByLabel('Saved scenario').selectOption('reloadDrill');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText('Scenario name reloadDrill loaded successfully.').waitFor();
    await page.getByRole('link', { name: 'Sections & Events' }).click();
    await openEvent(page, '2');
    await eventEditor(page).getByLabel('Subject').fill('A subject typed before the reload');
    await eventEditor(page).getByLabel('Date shown to players').fill('Mon 14 Oct, 09:12');
    await expect.poll(() => keptDraft(page)).toContain('A subject typed before the reload');
    await expect.poll(() => keptDraft(page)).toContain('Mon 14 Oct, 09:12');

    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'Restore draft?' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Unsaved changes to reloadDrill');
    await expectNoAxeViolations(page, 'editor: restore draft prompt');
    await page.screenshot({ path: '.tmp/e2e-restore-draft-1280.png' });
    await prompt.getByRole('button', { name: 'Restore draft' }).click();
    await page.getByText('Draft restored. Save the scenario to keep it.').waitFor();
    const editor = eventEditor(page);
    expect(await editor.getByLabel('Subject').inputValue()).toBe(
      'A subject typed before the reload',
    );
    expect(await editor.getByLabel('Date shown to players').inputValue()).toBe('Mon 14 Oct, 09:12');

    // The restored draft is kept again; then someone saves the scenario meanwhile: the draft
    // is now based on an older version.
    await expect.poll(() => keptDraft(page)).toContain('A subject typed before the reload');
    const file = await post('/api/loadFile', { token, filename: 'reloadDrill' });
    const { revision, updatedBy: _b, updatedAt: _a, ...details } = file;
    await post('/api/saveFile', {
      ...details,
      title: 'Saved elsewhere',
      token,
      baseRevision: revision,
    });
    await page.reload();
    await prompt.waitFor();
    await prompt.getByText(/This draft was based on an older version/).waitFor();
    expect(
      await prompt
        .getByRole('button', { name: 'Restore draft' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page, 'editor: restore a draft based on an older version');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: '.tmp/e2e-restore-older-draft-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await prompt.getByRole('button', { name: 'Restore draft' }).click();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    // Drafts merge (docs/editor-api.md): the title saved elsewhere and this event's subject
    // are different fields, so both land without asking.
    await expect
      .poll(async () => {
        const stored = await post('/api/loadFile', { token, filename: 'reloadDrill' });
        const events = stored.scenario as { subject?: string }[];
        return [
          stored.title,
          events.some((e) => e.subject === 'A subject typed before the reload'),
        ];
      })
      .toEqual(['Saved elsewhere', true]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Saved, the kept draft is cleared: the next reload opens the stored scenario without asking.
    await expect.poll(() => keptDraft(page)).toBe('');
    await page.reload();
    await page.getByText('Scenario name reloadDrill loaded successfully.').waitFor();
    expect(await prompt.count()).toBe(0);
  }, 120_000);
});
