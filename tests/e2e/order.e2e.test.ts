import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { pressUntil } from './support/keyboardDrag';

let app: AppServer;
let browser: BrowserSession;
/** The demo client's credits when the order form opened. */
let available = 0;

beforeAll(async () => {
  app = await startAppServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Waits until dnd-kit's live region announces `text` (what a screen reader hears). */
async function announced(text: string) {
  await liveRegion(text).waitFor({ state: 'attached' });
}

function liveRegion(text: string) {
  return browser.page.locator('[id^="DndLiveRegion"]', { hasText: text });
}

/** Moves a player chip along the team columns with the keyboard (dnd-kit's KeyboardSensor). */
async function moveWithKeyboard(email: string, columns: string[]) {
  const { page } = browser;
  await page.getByRole('button', { name: email }).focus();
  await page.keyboard.press('Space');
  await announced(`${email} is over No Team.`);
  for (const column of columns) {
    await pressUntil(page, 'ArrowRight', liveRegion(`${email} is over ${column}.`));
  }
  await page.keyboard.press('Space');
  await announced(`${email} was dropped in ${columns[columns.length - 1]}.`);
}

describe('ordering an exercise', () => {
  it('takes the demo client from the catalogue to an ordered exercise with teams', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('acmecorp');
    await page.getByLabel('Password').fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    await expectNoAxeViolations(page, 'portal: catalogue');

    await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
    await page.getByRole('heading', { name: 'Ransomware at Dawn', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'portal: scenario detail');
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Ransomware at Dawn' }).waitFor();
    await expectNoAxeViolations(page, 'portal: order form');
    // The demo client has spent some credits on the demo results: read the balance first.
    const balance = await page.getByText(/^Available: \d+ credits?$/).textContent();
    available = Number(/\d+/.exec(balance ?? '')?.[0]);
    expect(available).toBeGreaterThan(2);

    await page.getByLabel('Identifier').fill('Night shift drill');
    await page.getByLabel('Player 1 email').fill('ann@acme.example');
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player 2 email').fill('bob@acme.example');
    await page.getByText('Cost: 2 credits').waitFor();

    await page.getByRole('button', { name: 'Enable Teams' }).click();
    const teams = page.getByRole('group', { name: 'Teams' });
    await teams.waitFor();
    await moveWithKeyboard('ann@acme.example', ['Athena']);
    await moveWithKeyboard('bob@acme.example', ['Athena', 'Artemis']);
    const athena = teams.getByRole('region', { name: 'Athena' });
    const artemis = teams.getByRole('region', { name: 'Artemis' });
    await athena.getByRole('button', { name: 'ann@acme.example' }).waitFor();
    await artemis.getByRole('button', { name: 'bob@acme.example' }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-order-teams.png', fullPage: true });
    await expectNoAxeViolations(page, 'portal: order form with teams');

    await page.getByRole('button', { name: 'Submit Order' }).click();
    const success = page.getByRole('status').filter({ hasText: 'is ordered for 2 players' });
    await success.waitFor();
    expect(await success.textContent()).toContain(
      'Your exercise "Night shift drill" is ordered for 2 players; 2 credits used.',
    );
    await page.getByText(`Available: ${available - 2} credits`).waitFor();
    expect(await page.getByLabel('Identifier').inputValue()).toBe('');
    await page.screenshot({ path: '.tmp/e2e-order-success.png', fullPage: true });
    await expectNoAxeViolations(page, 'portal: order placed');
    expect(browser.problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });

  it('refuses an identifier the client already used, before sending it', async () => {
    const { page } = browser;
    await page.getByLabel('Identifier').fill('Demo campaign');
    await page.getByLabel('Player 1 email').fill('cat@acme.example');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'already exists. Please choose another identifier.',
    );
    await expectNoAxeViolations(page, 'portal: order refused');
    await page.getByText(`Available: ${available - 2} credits`).waitFor();
  });
});
