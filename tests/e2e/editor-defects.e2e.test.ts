import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession, Page } from './support/browser';
import { eventEditor, openEvent } from './support/scenarioEditor';
import { editorLogIn } from './support/editorSession';

/**
 * The editor's layout defects, in the browser (docs/scenario-editor.md, docs/editor-ui.md):
 * answer texts and Next selects read whole, a fading success banner moves nothing, the
 * Organisation forms ask before unsaved values are left, EarlierThan shows the product's
 * message, and the PDF preview shows no blank radio and keeps its heading clear of the header.
 */

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

/** One of Show Format's tables, by its heading. */
const formatTable = (page: Page, title: string) =>
  page.locator('.format-section').filter({ has: page.getByRole('heading', { name: title }) });

const logIn = (page: Page, path: string) => editorLogIn(page, `${app.url}${path}`);

const LOADED = 'Scenario name ransomwareAtDawn loaded successfully.';

/** Logs in to the Scenario section and loads the demo scenario. */
async function openDemoScenario(page: Page) {
  await logIn(page, '/editor/Scenario');
  await page.getByRole('button', { name: 'Add Event' }).waitFor();
  await page.getByRole('button', { name: 'Scenario', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Load', exact: true }).click();
  await page.getByLabel('Saved scenario').selectOption('ransomwareAtDawn');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByRole('status').filter({ hasText: LOADED }).waitFor();
}

/** For each answer row: does its text, and does its Next select's chosen event, show whole? */
async function answerRowsFit(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    const selectFits = (select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return Math.ceil(text) + padding <= select.clientWidth;
    };
    return [...document.querySelectorAll('.sc-option-row')].map((row) => {
      const text = row.querySelector('textarea') as HTMLTextAreaElement;
      const next = row.querySelector('select') as HTMLSelectElement;
      return {
        text: text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight + 1,
        next: selectFits(next),
      };
    });
  });
}

describe('the event editor', () => {
  it('shows answer texts and their Next selects whole at 1280 px, and fits a 390 px phone', async () => {
    const { page } = browser;
    await openDemoScenario(page);
    await openEvent(page, '2');
    const answers = eventEditor(page).getByRole('group', { name: 'Response' });
    await answers.getByLabel('Option 1', { exact: true }).waitFor();
    expect(await answerRowsFit(page)).toEqual([
      { text: true, next: true },
      { text: true, next: true },
    ]);
    await page.screenshot({ path: '.tmp/e2e-defects-event-1280.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: event editor at 1280 px');

    await page.setViewportSize({ width: 390, height: 844 });
    const rows = await answerRowsFit(page);
    expect(rows.map((row) => row.text)).toEqual([true, true]);
    // Nothing is wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: '.tmp/e2e-defects-event-390.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: event editor at 390 px');
  });

  it('shows the spec message for an EarlierThan below -1, not the browser one', async () => {
    const { page } = browser;
    await openDemoScenario(page);
    await openEvent(page, '2');
    const editor = eventEditor(page);
    await editor.getByLabel('Advanced Options').check();
    const earlier = editor.getByLabel('EarlierThan (mm:ss)');
    await earlier.fill('-2');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    const message = 'The value for EarlierThan or LaterThan cannot be less than -1';
    // Under the field, in the panel's list and in the status line.
    expect(await editor.getByText(message).count()).toBeGreaterThanOrEqual(2);
    await page
      .locator('.scenario-status')
      .getByRole('alert')
      .filter({ hasText: message })
      .waitFor();
    expect(await earlier.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await expectNoAxeViolations(page, 'editor: EarlierThan below -1');
  });
});

describe('a success banner', () => {
  it('leaves no band behind when it fades: what is under it does not move', async () => {
    const { page } = browser;
    await openDemoScenario(page);
    const tabs = page.getByRole('list', { name: /^Events of section/ });
    const before = await tabs.boundingBox();
    await page.locator('.scenario-status-message').waitFor({ state: 'detached', timeout: 10_000 });
    const after = await tabs.boundingBox();
    expect(after?.y).toBe(before?.y);
    // The live region stays for the next message, and takes no room.
    expect(await page.locator('.scenario-status').boundingBox()).toMatchObject({ height: 0 });
  });
});

describe('the Organisation forms', () => {
  it('ask before a typed, unsaved organisation is left, and keep it on CLOSE', async () => {
    const { page } = browser;
    await logIn(page, '/editor/Organisation/CreateOrganisation');
    const name = page.getByLabel('Organisation name');
    await name.fill('Northwind Health');
    await page.getByRole('link', { name: 'Scenario', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'editor: leaving an unsaved organisation');
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    expect(await name.inputValue()).toBe('Northwind Health');
    expect(new URL(page.url()).pathname).toBe('/editor/Organisation/CreateOrganisation');

    // Leaving anyway goes; an empty form leaves without a word.
    await page.getByRole('link', { name: 'Scenario', exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave anyway' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/editor/Scenario');
    await page.goto(new URL('/editor/Organisation/CreateOrganisation', page.url()).href);
    await page.getByLabel('Organisation name').waitFor();
    await page.getByRole('link', { name: 'Scenario', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/editor/Scenario');
  });
});

describe('Show Format', () => {
  it("shows each persona's role and the Noise card's time", async () => {
    const { page } = browser;
    await openDemoScenario(page);
    await page.getByRole('link', { name: 'Show Format' }).click();
    const people = formatTable(page, 'Stakeholders');
    await people
      .getByRole('row', { name: /Jordan Blake Technology Reporter Daily Byte/ })
      .waitFor();
    const content = formatTable(page, 'Scenario Content');
    const noise = content.getByRole('row').filter({ hasText: 'quarterly town hall' });
    expect(await noise.getByRole('cell').nth(1).textContent()).toBe('00:02:00');
    const structure = formatTable(page, 'Scenario Structure');
    const sections = await structure.getByRole('row').allTextContents();
    const preset = sections.findIndex((row) => row.startsWith('Preset'));
    const noiseRow = sections.findIndex((row) => row.startsWith('Noise'));
    expect(preset).toBeGreaterThan(0);
    expect(preset).toBeLessThan(noiseRow);
    await page.screenshot({ path: '.tmp/e2e-defects-format.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: Show Format');
  });
});

describe('the PDF preview', () => {
  it('shows no blank, pre-selected radio and keeps its heading clear of the header', async () => {
    const { page } = browser;
    await logIn(page, '/editor/PDF');
    await page.getByRole('button', { name: 'Load PDF' }).click();
    await page.getByLabel('PDF', { exact: true }).selectOption('incidentReport');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText('Editing').waitFor();
    await page.getByRole('button', { name: 'Add Field' }).click();
    const field = page.getByRole('group', { name: 'Field 4' });
    await field.getByLabel('Label').fill('Was data taken?');
    await field.getByLabel('Field type').selectOption('Radio Button');
    await page.getByRole('button', { name: 'Show Preview' }).click();

    const preview = page.getByRole('region', { name: 'Preview' });
    const question = preview.getByRole('group', { name: 'Was data taken?' });
    await question.waitFor();
    expect(await question.getByRole('radio').count()).toBe(0);
    expect(await preview.getByRole('radio', { checked: true }).count()).toBe(0);

    const heading = await preview.getByRole('heading', { name: 'Preview' }).boundingBox();
    const header = await page.locator('.app-header').boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.screenshot({ path: '.tmp/e2e-defects-pdf.png' });
    await expectNoAxeViolations(page, 'editor: PDF preview');
  });
});
