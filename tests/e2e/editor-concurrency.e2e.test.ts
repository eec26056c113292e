import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { blockPushes } from './support/pushes';
import { openBrowser, type BrowserSession } from './support/browser';
import { eventEditor, openEvent } from './support/scenarioEditor';
import {
  EDITOR_ADMIN,
  editorLogIn,
  editorMenu,
  editorToken,
  postJson,
} from './support/editorSession';

/**
 * Two authors, one scenario (docs/editor-api.md, "Two authors"): when both changed the same
 * field of the same event, the author saving second is shown both values and chooses.
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

const post = (path: string, body: object) => postJson(app.url, path, body);

const menu = editorMenu;

describe('a clashing scenario save in the editor', () => {
  it('shows both values of the one clashing field and saves the choice', async () => {
    const { page } = browser;
    // The admin's save below must not reach this editor live (it would merge, and nothing
    // would clash): the author's connection is down.
    await blockPushes(page);
    await editorLogIn(page, `${app.url}/editor/Scenario`);
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await menu(page, 'Scenario', 'Load');
    await page.getByLabel('Saved scenario').selectOption(SCENARIO);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText(`Scenario name ${SCENARIO} loaded successfully.`).waitFor();

    // Meanwhile the admin changes the subject of event 2 through the API.
    const token = await editorToken(app.url, EDITOR_ADMIN);
    const file = await post('/api/loadFile', { token, filename: SCENARIO });
    const events = (file.scenario as { id: string; subject?: string }[]).map((event) =>
      event.id === '2' ? { ...event, subject: 'Changed by the admin' } : event,
    );
    const { revision: _revision, updatedBy: _by, updatedAt: _at, ...details } = file;
    const saved = await post('/api/saveFile', {
      ...details,
      scenario: events,
      token,
      baseRevision: file.revision,
    });
    expect(saved.type).not.toBe('failed');

    // The author changes the same field: a real clash, asked with both values. (Other
    // changes would merge without asking: tests/e2e/editor-drafts.e2e.test.ts.)
    await page.getByRole('link', { name: 'Sections & Events' }).click();
    await openEvent(page, '2');
    await eventEditor(page).getByLabel('Subject').fill('Changed by the author');
    await eventEditor(page).getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Another author changed ${SCENARIO} at the same places`,
    });
    const row = dialog.getByRole('group', { name: /^Event \(2\) .+ › subject$/ });
    // Both values, each on its own side (Compare used to show the author's old value).
    await row.getByRole('radio', { name: 'Theirs (saved now): Changed by the admin' }).waitFor();
    await row.getByRole('radio', { name: 'Yours: Changed by the author' }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-clash-dialog-1280.png' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: '.tmp/e2e-clash-dialog-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'editor: edit clash dialog');

    // Keeping theirs at the clash: the stored value stays, and the dialog closes.
    await row.getByRole('radio', { name: /^Theirs/ }).check();
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await post('/api/loadFile', { token, filename: SCENARIO });
    const first = (stored.scenario as { id: string; subject?: string }[]).find((e) => e.id === '2');
    expect(first?.subject).toBe('Changed by the admin');
    expect(await page.getByRole('alertdialog').isVisible()).toBe(false);
  }, 90_000);
});
