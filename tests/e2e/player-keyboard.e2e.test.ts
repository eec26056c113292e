import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * The demo scenario played to its end with the keyboard only (Tab, Shift+Tab, Enter, Space,
 * the arrows and typed text; never a click, fill or check): docs/player.md, "Accessibility".
 * New events are announced by the page's one polite live region, checked as they arrive;
 * reduced motion stops transitions; axe finds nothing on the way. The server's clock is moved
 * past the scenario's delays (`release`), never slept through.
 */

const EVENT_WAIT = { timeout: 25_000 };
const SCENARIO_DELAY_MS = 10_000;
const MAX_TABS = 120;

let app: AppServer;
let player: BrowserSession;

beforeAll(async () => {
  app = await startAppServer();
  player = await openBrowser();
});
afterAll(async () => {
  await player?.close();
  await app?.stop();
});

const release = () => app.advanceClock(SCENARIO_DELAY_MS);

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await target.waitFor(EVENT_WAIT);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a control and presses `key` on it (Enter for buttons, Space for check boxes). */
async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs into a radio group, then moves with the arrows until `wanted` is checked. */
async function chooseRadio(page: Page, group: Locator, wanted: Locator): Promise<void> {
  await tabTo(page, group.first());
  for (let moves = 0; moves < 10 && !(await wanted.isChecked()); moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await wanted.isChecked()).toBe(true);
}

const announcer = (page: Page) => page.locator('[data-announcer]');

async function announced(page: Page, text: string | RegExp) {
  await announcer(page)
    .getByText(text)
    .waitFor({ state: 'attached', ...EVENT_WAIT });
}

describe('the demo scenario with the keyboard only', () => {
  it('stops transitions when the player prefers reduced motion', async () => {
    const { page } = player;
    await page.goto(`${app.url}/exercise/demo-player-artemis-1`);
    const agree = page.getByRole('button', { name: 'I agree to NDA' });
    await agree.waitFor();
    const transition = () =>
      agree.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(await transition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBe('0s');
  });

  it('agrees, answers every question and reaches the result, announcing each new event', async () => {
    const { page } = player;
    await expectNoAxeViolations(page, 'keyboard: NDA');
    await press(page, page.getByRole('button', { name: 'I agree to NDA' }));
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await expect(announcer(page).getAttribute('aria-live')).resolves.toBe('polite');

    // The team question, already there on the first load (nothing new to announce yet).
    await release();
    await press(page, page.locator('.mail-item', { hasText: 'Unusual encryption activity' }));
    await page.getByText('Time left').waitFor();
    const containment = page.getByRole('radio');
    await chooseRadio(page, containment, page.getByLabel('Isolate FS-02 from the network now'));
    await press(page, page.getByRole('button', { name: 'Submit' }));
    await page.getByText('Answer sent.').waitFor();
    await expectNoAxeViolations(page, 'keyboard: answered question');

    // Who needs to know: three check boxes, ticked with Space.
    await release();
    await announced(page, /New e-mail from Dana Reyes: Who needs to know/);
    await press(page, page.getByRole('button', { name: /^Inbox/ }));
    await press(page, page.locator('.mail-item', { hasText: 'Who needs to know right now' }));
    for (const team of ['Legal', 'Communications', 'Data protection officer']) {
      await press(page, page.getByLabel(team), 'Space');
    }
    await press(page, page.getByRole('button', { name: 'Submit' }));
    await page.getByText('Answer sent.').waitFor();

    // The recovery order, with the Move up buttons.
    await release();
    await announced(page, /Put the recovery in order/);
    await press(page, page.getByRole('button', { name: /^Inbox/ }));
    await press(page, page.locator('.mail-item', { hasText: 'Put the recovery in order' }));
    const wanted = [
      'Confirm the attacker is out',
      'Restore domain controllers',
      'Restore ERP database',
      'Reopen VPN access',
      'Notify customers of the restore',
    ];
    await page.locator('.reorder-text').first().waitFor();
    for (const [target, text] of wanted.entries()) {
      const items = await page.locator('.reorder-text').allTextContents();
      const up = page.getByRole('button', { name: `Move ${text} up` });
      for (let at = items.indexOf(text); at > target; at -= 1) {
        if (!(await isFocused(up))) await tabTo(page, up);
        await page.keyboard.press('Enter');
        await page
          .locator('.reorder-text')
          .nth(at - 1)
          .getByText(text)
          .waitFor();
      }
    }
    expect(await page.locator('.reorder-text').allTextContents()).toEqual(wanted);
    await press(page, page.getByRole('button', { name: 'Submit' }));
    await page.locator('.answered-ordered').waitFor();

    // The social post: announced, answered with the arrows.
    await release();
    await announced(page, /New social post/);
    await press(page, page.getByRole('button', { name: /^Social/ }));
    await chooseRadio(
      page,
      page.getByRole('radio'),
      page.getByLabel('Reply with the approved holding line'),
    );
    await press(page, page.getByRole('button', { name: 'Submit' }));
    await page.getByText('Answer sent.').waitFor();
    await expectNoAxeViolations(page, 'keyboard: social feed');

    // The news article: free text typed in.
    await release();
    await announced(page, /New news article: Acme Corp silent/);
    await press(page, page.getByRole('button', { name: /^News/ }));
    await press(page, page.getByRole('button', { name: /Acme Corp silent as outage/ }));
    await tabTo(page, page.getByLabel('Your response'));
    await page.keyboard.type('We are restoring systems. Updates follow hourly.');
    await press(page, page.getByRole('button', { name: 'Submit' }));
    await page.getByText('Answer sent.').waitFor();

    // The incident report form.
    await release();
    await announced(page, /Complete the incident report/);
    await press(page, page.getByRole('button', { name: /^Inbox/ }));
    await press(page, page.locator('.mail-item', { hasText: 'Complete the incident report' }));
    await tabTo(page, page.getByLabel('Summary of the incident'));
    await page.keyboard.type('Ransomware on FS-02, contained.');
    const severity = page.getByRole('radio', { name: 'High' });
    await tabTo(page, page.getByRole('radio').first());
    for (let moves = 0; moves < 5 && !(await severity.isChecked()); moves += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await press(page, page.getByLabel('File server'), 'Space');
    await press(page, page.getByRole('button', { name: 'Submit form' }));
    await page.getByRole('heading', { name: 'Incident report [SUBMITTED]' }).waitFor();
    await expectNoAxeViolations(page, 'keyboard: submitted form');

    await release();
    await page.getByRole('heading', { name: /you passed the exercise/ }).waitFor(EVENT_WAIT);
    await expectNoAxeViolations(page, 'keyboard: end result');
    expect(await announcer(page).locator('p').count()).toBeGreaterThan(0);
  });
});
