import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { nextFrames, pressUntil } from './support/keyboardDrag';
import { overflowing } from './support/layoutChecks';
import { portalLogIn } from './support/reports';

/**
 * The order form says what it does (docs/portal.md, "Ordering"): a past start date is
 * warned about, Enable Teams with everyone in No Team is refused, every drag of a player
 * chip (pointer, touch, keyboard) ends in a visible line, and the success message fades.
 */

const SHOTS = '.tmp';
const ANN = 'ann@acme.example';
const BOB = 'bob@acme.example';
const CAT = 'cat@acme.example';

let app: AppServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  app = await startAppServer();
  browser = await openBrowser();
  page = browser.page;
  await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
  await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.getByRole('heading', { name: 'Order Ransomware at Dawn' }).waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const teams = () => page.getByRole('group', { name: 'Teams' });
const column = (name: string) => teams().getByRole('region', { name });
const notice = () => page.getByTestId('team-notice');

async function centre(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A flick: press, one jump onto the target, release at once (no intermediate moves). */
async function quickDrag(email: string, to: { x: number; y: number }) {
  const from = await centre(page.getByRole('button', { name: email }));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 1 });
  await page.mouse.move(to.x, to.y, { steps: 1 });
  await page.mouse.up();
}

/**
 * Where a finger touches `locator`: its centre, once the page shows it there (it is scrolled
 * into view and nothing else lies over that point). On a loaded machine the page can still
 * be settling after the last step, and a touch at a centre measured a moment too early landed
 * on the page's header and left the order form.
 */
async function fingerOn(locator: ReturnType<Page['locator']>) {
  for (let tries = 0; tries < 50; tries += 1) {
    await locator.scrollIntoViewIfNeeded();
    const point = await centre(locator);
    const hit = await locator.evaluate(
      (element, p) => element.contains(document.elementFromPoint(p.x, p.y)),
      point,
    );
    if (hit) return point;
    await nextFrames(page);
  }
  throw new Error('the element never showed under its centre');
}

/** dnd-kit's live region: what a screen reader hears of the drag so far. */
const heard = (text: string | RegExp) => page.locator('[id^="DndLiveRegion"]', { hasText: text });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same with a finger: touch events, as a phone sends them. Each step waits for the drag's
 * own state, as its live region announces it (picked up, then over the target), before the
 * next: on a starved machine a move sent before dnd-kit has measured the drop targets is not
 * seen over anything, so the move onto the target is sent again until it is.
 */
async function touchDrag(email: string, target: ReturnType<Page['locator']>, name: string) {
  const to = await fingerOn(target);
  const from = await fingerOn(page.getByRole('button', { name: email }));
  const cdp = await page.context().newCDPSession(page);
  type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';
  const touch = (type: TouchType, point: { x: number; y: number } | null) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y }] : [],
    });
  await touch('touchStart', from);
  await touch('touchMove', { x: from.x + 10, y: from.y + 10 });
  // Picked up, or already over its own column (the next announcement replaces the first).
  const lifted = new RegExp(`Picked up ${escaped(email)}\\.|${escaped(email)} is over `);
  await heard(lifted).waitFor({ state: 'attached' });
  for (let attempt = 0; ; attempt += 1) {
    await nextFrames(page);
    await touch('touchMove', { x: to.x + (attempt % 2), y: to.y });
    try {
      await heard(`${email} is over ${name}.`).waitFor({ state: 'attached', timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
  await touch('touchEnd', null);
  await cdp.detach();
}

describe('the order form', () => {
  it('warns about a start date that has passed, and says Submit starts it now', async () => {
    await page.getByLabel('Identifier').fill('Warned drill');
    await page.getByLabel('Player 1 email').fill(ANN);
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player 2 email').fill(BOB);
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player 3 email').fill(CAT);
    expect(await page.getByText('has passed').count()).toBe(0);
    await page.getByLabel('Month').selectOption({ label: 'January' });
    await page.getByLabel('Day').selectOption('1');
    const warning = page.getByRole('status').filter({ hasText: 'has passed' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      'The start date 1 January ' +
        `${new Date().getUTCFullYear()} has passed: the exercise starts and the players are emailed as soon as you submit.`,
    );
    await page.getByRole('button', { name: 'Submit Order and start now' }).waitFor();
    await expectNoAxeViolations(page, 'portal: order with a past date');
  });

  it('refuses Enable Teams with every player left in No Team, before sending', async () => {
    const balance = await page.getByText(/^Available: \d+ credits?$/).textContent();
    await page.getByRole('button', { name: 'Enable Teams' }).click();
    await teams().waitFor();
    await page.getByRole('button', { name: 'Submit Order and start now' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Teams are enabled but every player is in No Team. Drag players into a team, or press Disable Teams.',
    );
    expect(await page.getByText(/^Available: \d+ credits?$/).textContent()).toBe(balance);
  });

  it('moves a chip on a quick pointer flick, and says so; a flick onto nothing or a click says why nothing moved', async () => {
    // First the click: dnd-kit swallows clicks for a moment after a drag ends.
    await page.getByRole('button', { name: CAT }).click();
    await notice().getByText(`To move ${CAT}, drag it onto a team column`).waitFor();
    await column('No Team').getByRole('button', { name: CAT }).waitFor();
    await quickDrag(ANN, await centre(column('Athena')));
    await column('Athena').getByRole('button', { name: ANN }).waitFor();
    await notice().getByText(`Moved ${ANN} to Athena.`).waitFor();

    await quickDrag(BOB, await centre(page.getByLabel('Identifier')));
    await notice().getByText(`${BOB} was not dropped on a team`).waitFor();
    await column('No Team').getByRole('button', { name: BOB }).waitFor();

    await column('Athena').getByRole('button', { name: ANN }).waitFor({ timeout: 2_000 });
  });

  it('moves a chip by touch', async () => {
    await touchDrag(BOB, column('Artemis'), 'Artemis');
    await column('Artemis').getByRole('button', { name: BOB }).waitFor();
    await notice().getByText(`Moved ${BOB} to Artemis.`).waitFor();
    await column('Athena').getByRole('button', { name: ANN }).waitFor({ timeout: 2_000 });
  });

  it('moves a chip with the keyboard and shows the same line', async () => {
    await page.getByRole('button', { name: CAT }).focus();
    await page.keyboard.press('Space');
    await page.locator('[id^="DndLiveRegion"]', { hasText: `${CAT} is over No Team.` }).waitFor({
      state: 'attached',
    });
    await pressUntil(
      page,
      'ArrowRight',
      page.locator('[id^="DndLiveRegion"]', { hasText: `${CAT} is over Athena.` }),
    );
    await page.keyboard.press('Space');
    await column('Athena').getByRole('button', { name: CAT }).waitFor();
    await notice().getByText(`Moved ${CAT} to Athena.`).waitFor();
    // Every earlier move still holds.
    await column('Athena').getByRole('button', { name: ANN }).waitFor({ timeout: 2_000 });
    await column('Artemis').getByRole('button', { name: BOB }).waitFor({ timeout: 2_000 });
    await page.screenshot({ path: `${SHOTS}/order-warnings.png`, fullPage: true });
    await expectNoAxeViolations(page, 'portal: order form with teams and notice');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page, '.order-form')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-warnings-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('orders, and the success message fades while the player links stay', async () => {
    await page.getByRole('button', { name: 'Submit Order and start now' }).click();
    const success = page.getByRole('status').filter({ hasText: 'is ordered for 3 players' });
    await success.waitFor();
    const faded = () =>
      success.evaluate((banner) => Number(getComputedStyle(banner.parentElement!).opacity));
    expect(await faded()).toBeGreaterThan(0.97);
    // 0.01 every 500 ms: wait for it to have visibly started fading.
    await page.waitForFunction(
      () => {
        const banner = [...document.querySelectorAll('[role="status"]')].find((node) =>
          node.textContent?.includes('is ordered for 3 players'),
        );
        return banner && Number(getComputedStyle(banner.parentElement!).opacity) <= 0.97;
      },
      undefined,
      { timeout: 10_000 },
    );
    await page.getByText('Player links (3)').waitFor();
  });
});
