import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { eventEditor, openEvent } from './support/scenarioEditor';
import { fillEditorLogin } from './support/editorSession';

/**
 * Media on events, end to end: an author uploads a small video (a committed 2-second WebM)
 * under the name she types, attaches it to an event of the demo scenario through the
 * chooser, and a player of a new drill receives that e-mail and plays the video.
 */

const SCENARIO = 'ransomwareAtDawn';
const SUBJECT = 'Unusual encryption activity on FS-02';
const CLIP = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/media/briefing-clip.webm'),
);
const SHOTS = '.tmp';
const WAIT = { timeout: 25_000 };

let app: AppServer;
let author: BrowserSession;
let player: BrowserSession;

async function post(route: string, body: object) {
  const response = await fetch(`${app.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function editorToken() {
  const login = await post('/api/loginEditor', {
    username: 'author',
    password: 'author-demo-2026',
  });
  return login.token as string;
}

async function library() {
  const items = await fetch(`${app.url}/api/mediaLibrary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await editorToken() }),
  });
  return (await items.json()) as { name: string; displayName: string; kind: string }[];
}

async function status(page: Page, text: string | RegExp) {
  const line = page.locator('.status', { hasText: text }).first();
  await line.waitFor(WAIT);
  return line.textContent();
}

beforeAll(async () => {
  app = await startAppServer();
  [author, player] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([author?.close(), player?.close()]);
  await app?.stop();
});

describe('media on events', () => {
  it('uploads a video with a progress bar; a cancelled upload stores nothing', async () => {
    const { page } = author;
    await page.goto(`${app.url}/editor/Scenario`);
    await fillEditorLogin(page);
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await page.goto(`${app.url}/editor/Admin/UploadVideo`);
    const file = { name: 'briefing-clip.webm', mimeType: 'video/webm', buffer: CLIP };
    const before = (await library()).length;

    // Held back on the way, the upload shows its progress and can be cancelled.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/uploadVideo', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel('Video or audio file').setInputFiles(file);
    await page.getByLabel('Name').fill('CEO statement');
    await page.getByRole('button', { name: 'Upload Video/Audio' }).click();
    await page.getByRole('progressbar', { name: 'Uploading briefing-clip.webm' }).waitFor();
    await expectNoAxeViolations(page, 'editor: upload in progress');
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-upload-progress.png` });
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await status(page, 'Upload cancelled: nothing was stored.');
    release();
    await page.unroute('**/api/uploadVideo');
    expect((await library()).length).toBe(before);

    await page.getByRole('button', { name: 'Upload Video/Audio' }).click();
    await status(page, /Video\/audio uploaded as ceo-statement-\w+\.webm\./);
    await page.getByRole('article', { name: 'CEO statement' }).waitFor();
    const uploaded = (await library()).find((item) => item.displayName === 'CEO statement');
    expect(uploaded).toMatchObject({ kind: 'video' });
  });

  it('attaches the video to an event through the chooser, by the name typed', async () => {
    const { page } = author;
    await page.goto(`${app.url}/editor/Scenario`);
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Load', exact: true }).click();
    await page.getByLabel('Saved scenario').selectOption(SCENARIO);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText(`Scenario name ${SCENARIO} loaded successfully.`).waitFor();
    await openEvent(page, '2');

    const editor = eventEditor(page);
    await editor.getByRole('button', { name: 'Add video or audio' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add video or audio' });
    await chooser.getByLabel('Media Search').fill('ceo');
    await chooser.getByRole('button', { name: 'Audio', exact: true }).click();
    await chooser.getByText('No video or audio match “ceo”.').waitFor();
    await chooser.getByRole('button', { name: 'Video', exact: true }).click();
    const option = chooser.getByRole('button', { name: /CEO statement/ });
    await option.waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-chooser.png` });
    await expectNoAxeViolations(page, 'editor: media chooser');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-chooser-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await option.click();
    await chooser.waitFor({ state: 'hidden' });
    await editor.getByRole('button', { name: 'Remove CEO statement' }).waitFor();
    await editor.getByRole('group', { name: 'Video and audio' }).screenshot({
      path: `${SHOTS}/e2e-event-media-field.png`,
    });
    await expectNoAxeViolations(page, 'editor: event with media');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-editor-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const file = await post('/api/loadFile', {
          token: await editorToken(),
          filename: SCENARIO,
        });
        const events = file.scenario as { id: string; media?: unknown }[];
        return events.find((event) => event.id === '2')?.media;
      }, WAIT)
      .toEqual([{ name: expect.stringMatching(/^ceo-statement-\w+\.webm$/), kind: 'video' }]);
  });

  it('plays the video in the e-mail a player receives, and in a news article', async () => {
    // The same video on the Preset news article, through the API as another author would.
    const editor = await editorToken();
    const file = await post('/api/loadFile', { token: editor, filename: SCENARIO });
    const events = file.scenario as { id: string; media?: unknown }[];
    const attached = events.find((event) => event.id === '2')?.media;
    const { revision, updatedBy: _by, updatedAt: _at, ...details } = file;
    const saved = await post('/api/saveFile', {
      ...details,
      token: editor,
      baseRevision: revision,
      scenario: events.map((event) => (event.id === '1' ? { ...event, media: attached } : event)),
    });
    expect(saved.type).not.toBe('failed');

    const { token } = await post('/api/loginCustomer', {
      filename: 'acmecorp',
      password: 'acme-demo-2026',
    });
    const today = new Date();
    const order = (await post('/api/createOrder', {
      token,
      scenario: SCENARIO,
      username: 'acmecorp',
      identifier: 'Media drill',
      date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
      private: false,
      players: [{ email: 'vid@acme.example', team: 'Athena' }],
    })) as { players: { token: string }[] };

    const { page } = player;
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/ceo-statement-')) ranges.push(response.status());
    });
    await page.goto(`${app.url}/exercise/${order.players[0]?.token}`);
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    const item = page.locator('.mail-item', { hasText: /Unusual encryption activity/ });
    await item.waitFor(WAIT);
    await item.click();

    const video = page.getByLabel(`Video 1 attached to "${SUBJECT}"`);
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), WAIT)
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), WAIT)
      .toBeGreaterThan(0.2);
    expect(ranges).toContain(206);
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-player.png` });
    await expectNoAxeViolations(page, 'player: e-mail with video');

    await page.getByRole('button', { name: /^News/ }).click();
    await page.getByRole('button', { name: /Ransomware wave hits/ }).click();
    const news = page.getByLabel(
      'Video 1 attached to "Ransomware wave hits regional manufacturers"',
    );
    await expect
      .poll(() => news.evaluate((element: HTMLVideoElement) => element.readyState), WAIT)
      .toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, 'player: news article with video');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/e2e-event-media-player-390.png`, fullPage: true });
    expect(player.problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });
});
