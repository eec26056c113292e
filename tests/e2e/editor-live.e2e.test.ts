import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import {
  AUTHOR,
  EDITOR_ADMIN,
  editorLogIn,
  editorMenu,
  editorToken,
  postJson,
} from './support/editorSession';

/**
 * Two authors, live (docs/editor-api.md, "Live"): what one author stores besides a draft save
 * (Publish, a translation, an import over the scenario, a restore, an MSEL import under its
 * name) reaches the other author's open editor, with no reload, within a second of the answer.
 */

let app: AppServer;
let author: BrowserSession;
let other: BrowserSession;
let token: string;
const FILE = 'liveDrill';
const post = (path: string, body: object) => postJson(app.url, path, { token, ...body });

interface Watched {
  shownAt?: number;
}

/** In the page: notes the time (this machine's clock) `text` first shows in `selector`. */
function watchFor([selector, text]: [string, string]) {
  const watched = window as Watched;
  watched.shownAt = undefined;
  const seen = () => {
    const shown = [...document.querySelectorAll(selector)].some((node) =>
      node.textContent?.includes(text),
    );
    if (shown && watched.shownAt === undefined) watched.shownAt = Date.now();
  };
  new MutationObserver(seen).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/**
 * Runs `act` (the first author's change, answered at the time it returns) and waits for the
 * other page to show `text` in `selector`: the delay from the answer, asserted under 1 s.
 */
async function shownWithin(page: Page, selector: string, text: string, act: () => Promise<number>) {
  await page.evaluate(watchFor, [selector, text] as [string, string]);
  const answeredAt = await act();
  await page.locator(selector, { hasText: text }).first().waitFor();
  const shownAt = await page.evaluate(() => (window as Watched).shownAt ?? Infinity);
  const delay = shownAt - answeredAt;
  console.info(`live: "${text}" shown ${delay} ms after the answer`);
  expect(delay, `from the answer to the other page showing "${text}"`).toBeLessThan(1000);
}

/** An API call of the first author: its answer's time. */
async function answered(path: string, body: object): Promise<number> {
  const answer = await post(path, body);
  expect(answer.type, JSON.stringify(answer)).not.toBe('failed');
  return Date.now();
}

async function load(page: Page) {
  await editorMenu(page, 'Scenario', 'Load');
  await page.getByLabel('Saved scenario').selectOption(FILE);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByText(`Scenario name ${FILE} loaded successfully.`).waitFor();
}

async function storedFile() {
  const {
    revision: _r,
    updatedBy: _b,
    updatedAt: _a,
    published: _p,
    ...file
  } = await post('/api/exportScenario', { filename: FILE });
  return file as { scenario: ScenarioEvent[] } & Record<string, unknown>;
}

const withSubject = (events: ScenarioEvent[], subject: string) =>
  events.map((event) => (event.id === '2' ? { ...event, subject } : event));

beforeAll(async () => {
  app = await startAppServer();
  [author, other] = await Promise.all([openBrowser(), openBrowser()]);
  token = await editorToken(app.url, AUTHOR);
  const demo = await post('/api/loadFile', { filename: 'ransomwareAtDawn' });
  const { revision: _r, updatedBy: _b, updatedAt: _a, published: _p, scenario, ...details } = demo;
  const events = withSubject(scenario as ScenarioEvent[], 'Version one');
  const body = { ...details, fileName: FILE, visible: true, scenario: events, draft: true };
  expect((await post('/api/saveFile', body)).type).not.toBe('failed');
  expect((await post('/api/publishScenario', { fileName: FILE })).version).toBe(`${FILE}-v1`);
  await Promise.all([
    editorLogIn(author.page, `${app.url}/editor/Scenario`, AUTHOR),
    editorLogIn(other.page, `${app.url}/editor/Scenario`, EDITOR_ADMIN),
  ]);
  for (const page of [author.page, other.page]) {
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await load(page);
  }
  await other.page.getByText('Also editing: author').waitFor();
}, 120_000);
afterAll(async () => {
  await Promise.all([author?.close(), other?.close()]);
  await app?.stop();
});

describe("another author's stored changes, live in the open editor", () => {
  it('shows a Publish: the version list marks the new version, the Publish panel says it', async () => {
    const a = author.page;
    const b = other.page;
    await b.getByRole('link', { name: 'Previous Versions' }).click();
    await b.getByRole('button', { name: `Load ${FILE}-v1` }).waitFor();
    await editorMenu(a, 'Scenario', 'Save');
    await a.locator('.sc-publication', { hasText: `Published: ${FILE}-v1` }).waitFor();
    await shownWithin(b, 'tr', `${FILE}-v2Latest`, async () => {
      const response = a.waitForResponse((r) => r.url().endsWith('/api/publishScenario'));
      await a.getByRole('button', { name: 'Publish', exact: true }).click();
      await response;
      return Date.now();
    });
    const row = b.getByRole('row', { name: new RegExp(`^${FILE}-v2`) });
    await row.getByText('Published: players get this version').waitFor();
    await b
      .getByRole('row', { name: new RegExp(`^${FILE}-v1`) })
      .getByText('Published earlier')
      .waitFor();
    await b
      .getByText(`author published ${FILE} (version ${FILE}-v2): new exercises play it.`)
      .waitFor();
    // The Publish panel, opened after it, shows what players get now (no reload).
    await editorMenu(b, 'Scenario', 'Save');
    await b.locator('.sc-publication', { hasText: `Published: ${FILE}-v2` }).waitFor();
    await b.screenshot({ path: '.tmp/e2e-live-publish-1280.png' });
    await expectNoAxeViolations(b, 'editor: publication state');
  }, 90_000);

  it("shows a translation saved by the other author, and keeps this author's own unsaved one", async () => {
    const b = other.page;
    await b.getByRole('link', { name: 'Translations' }).click();
    await b.getByText('No translation yet').waitFor();
    const french = (title: string) => ({ title, events: {}, personas: {}, pdfs: {} });
    await shownWithin(b, '.tr-language-list', 'Français', () =>
      answered('/api/saveTranslation', {
        fileName: FILE,
        language: 'fr',
        translation: french('Ransomware à l’aube'),
        baseRevision: 0,
      }),
    );
    const title = b.getByLabel('Title (Français)').first();
    expect(await title.inputValue()).toBe('Ransomware à l’aube');
    await b.getByText(`author saved the Français translation of ${FILE}`).waitFor();

    // This author changes the French title, unsaved; the other saves French again: told, kept.
    await title.fill('Rançongiciel, version de l’admin');
    await answered('/api/saveTranslation', {
      fileName: FILE,
      language: 'fr',
      translation: french('Rançongiciel, version de l’auteur'),
      baseRevision: 1,
    });
    await b.getByText('Another author saved the Français translation too').waitFor();
    expect(await title.inputValue()).toBe('Rançongiciel, version de l’admin');
    await expectNoAxeViolations(b, 'editor: translation kept');
  }, 90_000);

  it('shows an import over the scenario, its restore, and an MSEL import under its name', async () => {
    const b = other.page;
    await b.getByRole('link', { name: 'Sections & Events' }).click();
    await b.locator('.event-card-subject', { hasText: 'Version one' }).waitFor();

    const file = await storedFile();
    await shownWithin(b, '.event-card-subject', 'Imported over it', () =>
      answered('/api/importScenario', {
        file: { ...file, scenario: withSubject(file.scenario, 'Imported over it') },
        overwrite: true,
      }),
    );
    await b.getByText(`author imported ${FILE} over the saved one: it is shown here.`).waitFor();

    // Removed, then restored from its first version: its revisions start again.
    expect((await post('/api/removeScenario', { filename: FILE })).type).not.toBe('failed');
    await shownWithin(b, '.event-card-subject', 'Version one', () =>
      answered('/api/restoreVersion', {
        directory: 'scenarios',
        filename: `${FILE}-v1`,
        fileName: FILE,
      }),
    );
    await b.getByText(`author restored ${FILE} from version ${FILE}-v1`).waitFor();

    // Removed again, and an MSEL sheet imported under the name.
    expect((await post('/api/removeScenario', { filename: FILE })).type).not.toBe('failed');
    const sheet = [
      'Time,From,Channel,Subject,Body',
      '00:00,Sam Patel,email,Odd logins from the sheet,We see odd logins on the VPN.',
    ].join('\n');
    await shownWithin(b, '.event-card-subject', 'Odd logins from the sheet', () =>
      answered('/api/importMsel', {
        format: 'csv',
        content: Buffer.from(sheet).toString('base64'),
        organisation: 'Exercise Control',
        fileName: FILE,
      }),
    );
    expect(await b.locator('.event-card-subject', { hasText: 'Version one' }).count()).toBe(0);
    await expectNoAxeViolations(b, 'editor: import taken in');
  }, 90_000);
});
