import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { CONSOLE, EVENT_WAIT, join, mail, tab } from './facilitatorSession';

/**
 * docs/extra-time.md in the browser: a client orders a player with 1.5× time and that
 * player's countdown and tutorial link carry it; a facilitator sets a player's time live and
 * the player is told at once.
 */

const SHOTS = '.tmp';
let app: AppServer;
let client: BrowserSession;
let player: BrowserSession;
let host: BrowserSession;

beforeAll(async () => {
  app = await startAppServer();
  [client, player, host] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([client?.close(), player?.close(), host?.close()]);
  await app?.stop();
});

describe('extra time', () => {
  it('orders a player with 1.5× time, whose countdown is their own limit', async () => {
    const { page } = client;
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('acmecorp');
    await page.getByLabel('Password').fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Ransomware at Dawn' }).waitFor();

    await page.getByLabel('Identifier').fill('Extra time drill');
    await page.getByLabel('Player 1 email').fill('ann@acme.example');
    await page.getByLabel('Player 1 time').selectOption({ label: '1.5× time' });
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player 2 email').fill('bob@acme.example');
    await expectNoAxeViolations(page, 'portal: order form with time settings');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/order-time-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByRole('status').filter({ hasText: 'is ordered for 2 players' }).waitFor();
    await page.getByText('Player links (2)').click();
    const link = page.locator('.order-links li', { hasText: 'ann@acme.example' }).getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';

    const ann = player.page;
    await ann.goto(href.startsWith('http') ? href : `${app.url}${href}`);
    const tutorial = ann.getByRole('link', { name: /Try the tutorial first/ });
    await tutorial.waitFor();
    expect(await tutorial.getAttribute('href')).toBe('/exercise/tutorial?time=x1.5');
    await ann.getByRole('button', { name: 'I agree to NDA' }).click();
    await mail(ann, 'Unusual encryption activity').click();
    // 300 s for everyone else: 450 s (7:30) for ann, counting down from when it showed.
    const left = ann.locator('.time-left-value');
    await left.waitFor(EVENT_WAIT);
    expect(await left.getAttribute('aria-label')).toMatch(/^7:[0-3]\d left$/);
  });

  it("shows the player's limits in the tutorial", async () => {
    const { page } = player;
    await page.goto(`${app.url}/exercise/tutorial?time=x1.5`);
    await mail(page, 'Welcome to your exercise inbox').click();
    await page
      .getByText('Your time: 1.5× time. You have 4 minutes and 30 seconds per timed question.')
      .first()
      .waitFor(EVENT_WAIT);
    await expectNoAxeViolations(page, 'tutorial: the player’s limits');
  });

  it("sets a player's time live from the console; the player is told at once", async () => {
    const { page } = host;
    await page.goto(`${app.url}${CONSOLE}`);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await join(player.page, app.url, 'ana', 'Athena');
    await page.getByRole('button', { name: 'Start/Resume' }).click();
    await tab(page, 'Change Team');
    const time = page.getByLabel('Time for ana');
    await time.waitFor();
    expect(await time.inputValue()).toBe('standard');
    await time.selectOption({ label: 'Double time' });
    await page
      .locator('.status', {
        hasText: "ana's time is now: Double time. It applies to questions from now on.",
      })
      .waitFor();
    await player.page
      .locator('[data-announcer]')
      .getByText('Your time is now: Double time. It applies to questions from now on.')
      .waitFor({ state: 'attached', ...EVENT_WAIT });
    await player.page.locator('.toasts').getByText('Your time: Double time.').waitFor();
    expect(await time.inputValue()).toBe('x2');
    await expectNoAxeViolations(page, 'facilitator: time settings');
    await page.screenshot({ path: `${SHOTS}/console-time.png`, fullPage: true });

    await time.selectOption({ label: 'Untimed' });
    await player.page
      .locator('[data-announcer]')
      .getByText('Your time is now: Untimed.', { exact: false })
      .waitFor({ state: 'attached', ...EVENT_WAIT });
  });
});
