import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { eventEditor, openEvent } from './support/scenarioEditor';
import { editorLogIn, editorToken, postJson } from './support/editorSession';

/**
 * Drafts, publishing and two authors (docs/editor-api.md, "Drafts and publishing", "Two
 * authors", "Presence"): saves keep the author's draft; Publish makes it what new exercises
 * get while a running one keeps its version; two authors' changes to different events both
 * land, and each sees the other is editing.
 */

let app: AppServer;
let author: BrowserSession;
let player: BrowserSession;
const FILE = 'draftDrill';
const ONE = 'Version one';
const TWO = 'Version two';

const post = (path: string, body: object) => postJson(app.url, path, body);

const tokenOf = (username: string, password: string) =>
  editorToken(app.url, { username, password });

async function stored(token: string): Promise<ScenarioEvent[]> {
  return (await post('/api/loadFile', { token, filename: FILE })).scenario as ScenarioEvent[];
}

async function playerLink(identifier: string): Promise<string> {
  const customer = await post('/api/loginCustomer', {
    filename: 'acmecorp',
    password: 'acme-demo-2026',
  });
  const today = new Date();
  const order = await post('/api/createOrder', {
    token: customer.token,
    scenario: FILE,
    username: 'acmecorp',
    identifier,
    date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
    private: false,
    players: [{ email: `${identifier.replace(/\W/g, '')}@acme.example`, team: -1 }],
  });
  expect(order.type, JSON.stringify(order)).not.toBe('failed');
  return `${app.url}/exercise/${(order.players as { token: string }[])[0]!.token}`;
}

interface Watched {
  shownAt?: number;
}

/** In the page: notes the time (this machine's clock) the text first shows, as it happens. */
function watchFor(text: string) {
  const watched = window as Watched;
  watched.shownAt = undefined;
  const seen = () => {
    const shown = [...document.querySelectorAll('.event-card-subject')].some((node) =>
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

async function logIn(page: Page, username: string, password: string) {
  await editorLogIn(page, `${app.url}/editor/Scenario`, { username, password });
  await page.getByRole('button', { name: 'Add Event' }).waitFor();
}

async function menu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Scenario', exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

async function load(page: Page) {
  await menu(page, 'Load');
  await page.getByLabel('Saved scenario').selectOption(FILE);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByText(`Scenario name ${FILE} loaded successfully.`).waitFor();
}

async function editSubject(page: Page, id: string, subject: string) {
  await page.getByRole('link', { name: 'Sections & Events' }).click();
  await openEvent(page, id);
  await eventEditor(page).getByLabel('Subject').fill(subject);
  await eventEditor(page).getByRole('button', { name: 'Save', exact: true }).click();
}

beforeAll(async () => {
  app = await startAppServer();
  [author, player] = await Promise.all([openBrowser(), openBrowser()]);
  const token = await tokenOf('author', 'author-demo-2026');
  const demo = await post('/api/loadFile', { token, filename: 'ransomwareAtDawn' });
  const { revision: _r, updatedBy: _b, updatedAt: _a, published: _p, scenario, ...details } = demo;
  const events = (scenario as ScenarioEvent[]).map((event) =>
    event.id === '2' ? { ...event, subject: ONE } : event,
  );
  const body = { ...details, fileName: FILE, visible: true, scenario: events, token };
  expect((await post('/api/saveFile', { ...body, draft: true })).type).not.toBe('failed');
  const published = await post('/api/publishScenario', { token, fileName: FILE });
  expect(published.version, JSON.stringify(published)).toBe(`${FILE}-v1`);
  await logIn(author.page, 'author', 'author-demo-2026');
}, 60_000);

afterAll(async () => {
  await Promise.all([author?.close(), player?.close()]);
  await app?.stop();
});

describe('drafts and publishing in the editor', () => {
  it('publishes the draft once, as one version: a player mid-game keeps theirs', async () => {
    const running = await playerLink('Running before the change');
    await player.page.goto(running);
    await player.page.getByRole('button', { name: 'I agree to NDA' }).click();
    // The first mail shows 5 s after the start.
    await app.advanceClock(6_000);
    await player.page.locator('.mail-item', { hasText: ONE }).waitFor();

    const { page } = author;
    await load(page);
    await editSubject(page, '2', TWO);
    await page.getByText('Event changes saved successfuly').waitFor();
    // The event save kept the draft only: no version, nothing live.
    const token = await tokenOf('author', 'author-demo-2026');
    const versions = () =>
      post('/api/previousVersions', { token, filename: FILE, directory: 'scenarios' }).then(
        (list) => (list as unknown as { filename: string }[]).map((v) => v.filename),
      );
    expect(await versions()).toEqual([`${FILE}-v1`]);

    await menu(page, 'Save');
    await page.getByText(/^READY TO PUBLISH/).waitFor();
    await page.screenshot({ path: '.tmp/e2e-drafts-publish-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: '.tmp/e2e-drafts-publish-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'editor: save and publish');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByText(`Scenario ${FILE} published (version ${FILE}-v2).`, { exact: false })
      .waitFor();
    expect(await versions()).toEqual([`${FILE}-v2`, `${FILE}-v1`]);

    // The running exercise keeps the version it started with, after a reload too.
    await player.page.reload();
    await player.page.locator('.mail-item', { hasText: ONE }).waitFor();
    expect(await player.page.locator('.mail-item', { hasText: TWO }).count()).toBe(0);
    // A new exercise plays the published draft.
    await player.page.goto(await playerLink('Ordered after publishing'));
    await player.page.getByRole('button', { name: 'I agree to NDA' }).click();
    await app.advanceClock(6_000);
    await player.page.locator('.mail-item', { hasText: TWO }).waitFor();
  }, 120_000);

  it('lets two authors edit different events at once: both land, and each sees the other', async () => {
    const second = await openBrowser();
    try {
      const a = author.page;
      const b = second.page;
      await a.goto(`${app.url}/editor/Scenario`);
      await a.getByRole('button', { name: 'Add Event' }).waitFor();
      await load(a);
      await logIn(b, 'admin', 'admin-pass-1234');
      await load(b);
      await a.getByText('Also editing: admin').waitFor();
      await b.getByText('Also editing: author').waitFor();
      await a.screenshot({ path: '.tmp/e2e-drafts-presence-1280.png' });
      await expectNoAxeViolations(a, 'editor: also editing');

      // The admin starts on event 3 (typed, not saved) while the author saves event 2: the
      // admin's open editor shows the author's save within a second, and keeps the typing.
      await b.getByRole('link', { name: 'Sections & Events' }).click();
      await openEvent(b, '3');
      await eventEditor(b).getByLabel('Subject').fill('Changed by the admin');
      await b.evaluate(watchFor, 'Changed by the author');
      const responded = a
        .waitForResponse((response) => response.url().endsWith('/api/saveFile'))
        .then(() => Date.now());
      await editSubject(a, '2', 'Changed by the author');
      const savedAt = await responded;
      await a.getByText('Event changes saved successfuly').waitFor();
      await b.locator('.event-card-subject', { hasText: 'Changed by the author' }).waitFor();
      const shownAt = await b.evaluate(() => (window as Watched).shownAt ?? Infinity);
      expect(shownAt - savedAt, 'from the save answer to the other page showing it').toBeLessThan(
        1000,
      );
      await b.getByText(`author saved changes to ${FILE}: they are shown here.`).waitFor();
      expect(await eventEditor(b).getByLabel('Subject').inputValue()).toBe('Changed by the admin');
      await eventEditor(b).getByRole('button', { name: 'Save', exact: true }).click();
      await b.getByText('Event changes saved successfuly').waitFor();
      const token = await tokenOf('author', 'author-demo-2026');
      const subjects = Object.fromEntries((await stored(token)).map((e) => [e.id, e.subject]));
      expect(subjects['2']).toBe('Changed by the author');
      expect(subjects['3']).toBe('Changed by the admin');

      // The admin leaves the scenario editor: the author sees it; back again, and closed.
      await b.getByRole('navigation').getByRole('link', { name: 'Organisation' }).click();
      await a.getByText('Also editing: admin').waitFor({ state: 'hidden' });
      await b.getByRole('navigation').getByRole('link', { name: 'Scenario' }).click();
      await a.getByText('Also editing: admin').waitFor();
      await second.close();
      await a.getByText('Also editing: admin').waitFor({ state: 'hidden' });
    } finally {
      await second.close().catch(() => undefined);
    }
  }, 120_000);
});
