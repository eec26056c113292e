import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';

/** A visitor opens the catalogue's intro video and uses the player by button and by key. */
let app: AppServer;
let visitor: BrowserSession;

beforeAll(async () => {
  app = await startAppServer();
  visitor = await openBrowser();
});

afterAll(async () => {
  await visitor?.close();
  await app?.stop();
});

const video = () => visitor.page.locator('video');
const state = () =>
  video().evaluate((element: HTMLVideoElement) => ({
    duration: element.duration,
    time: element.currentTime,
    paused: element.paused,
    muted: element.muted,
    rate: element.playbackRate,
    cues: element.textTracks[0]?.cues?.length ?? 0,
  }));

describe('the intro video', () => {
  it('opens from the catalogue with its duration and captions', async () => {
    const { page } = visitor;
    await page.goto(`${app.url}/exercises`);
    await page.getByRole('link', { name: /Watch the intro video/ }).click();
    await page.getByRole('group', { name: 'Video player: How Incident Dojo works' }).waitFor();
    await page.waitForFunction(() => {
      const element = document.querySelector('video');
      return (
        element !== null &&
        element.readyState >= 1 &&
        (element.textTracks[0]?.cues?.length ?? 0) > 0
      );
    });
    const loaded = await state();
    expect(loaded.duration).toBeGreaterThan(25);
    expect(loaded.duration).toBeLessThan(40);
    expect(loaded.cues).toBe(6);
    await expectNoAxeViolations(page, 'video: intro');
  });

  it('plays, seeks, changes speed and mutes by button and by key', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.3);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect((await state()).paused).toBe(true);

    const before = (await state()).time;
    await page.getByRole('button', { name: 'Forward 5 s' }).click();
    expect((await state()).time).toBeCloseTo(before + 5, 0);

    await page.getByLabel('Speed').selectOption('1.5');
    expect((await state()).rate).toBe(1.5);

    await page.getByRole('group', { name: /Video player/ }).focus();
    await page.keyboard.press('m');
    expect((await state()).muted).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).waitFor();
    await page.keyboard.press('>');
    expect((await state()).rate).toBe(1.75);
    await page.keyboard.press('ArrowLeft');
    expect((await state()).time).toBeCloseTo(before, 0);
    await page.getByRole('button', { name: 'Theater' }).click();
    await page.locator('.video-theater').waitFor();
    await page.screenshot({ path: '.tmp/portal-video-theater.png' });
    await expectNoAxeViolations(page, 'video: theater');
  });
});
