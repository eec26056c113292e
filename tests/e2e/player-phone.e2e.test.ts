import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * The demo campaign on a phone (390 x 844), as player chloe (team Artemis, alone in her team):
 * she waits instead of isolating the server, so the full-screen alert arrives. Checks what the
 * audit of the phone layout found: the alert's label under the sticky header, a blank band
 * under the footer, the "ended" notice wider than the column, the chrome taking a quarter of
 * the screen, and inbox/draft reads repeated on one load.
 */
const EVENT_WAIT = { timeout: 25_000 };
const SCENARIO_DELAY_MS = 10_000;
const SHOTS = '.tmp';
/** The alert's delay after the answer, and less than the next event's delay after it. */
const ALERT_DELAY_MS = 6_000;
const PHONE = { width: 390, height: 844 };

let app: AppServer;
let chloe: BrowserSession;
const calls: string[] = [];

beforeAll(async () => {
  app = await startAppServer();
  chloe = await openBrowser();
  await chloe.page.setViewportSize(PHONE);
  chloe.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
});

afterAll(async () => {
  await chloe?.close();
  await app?.stop();
});

const release = () => app.advanceClock(SCENARIO_DELAY_MS);
const count = (path: string) => calls.filter((call) => call === path).length;

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

/**
 * The page scrolled to its end: how much empty space lies below the last thing drawn (the
 * footer, or the tab bar fixed under it).
 */
async function blankAtTheEnd(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bottoms = [...document.querySelectorAll('.player-footer, nav')].map(
      (element) => element.getBoundingClientRect().bottom,
    );
    if (bottoms.length === 0) throw new Error('no footer');
    return Math.round(window.innerHeight - Math.max(...bottoms));
  });
}

async function openMail(page: Page, subject: RegExp) {
  await page.getByRole('button', { name: /^Inbox/ }).click();
  const item = page.locator('.mail-item', { hasText: subject });
  await item.waitFor(EVENT_WAIT);
  await item.click();
}

describe('the player on a phone', () => {
  it('reads the inbox once per load and keeps the chrome under a fifth of the screen', async () => {
    const { page } = chloe;
    await page.goto(`${app.url}/exercise/demo-player-artemis-1`);
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    calls.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await page.locator('.connection-live').waitFor();
    expect(count('/api/getMail')).toBe(1);

    const header = await box(page, '.app-header');
    const footer = await box(page, '.player-footer');
    expect(header.height + footer.height).toBeLessThanOrEqual(PHONE.height / 5);
    await page.screenshot({ path: `${SHOTS}/player-phone-inbox.png` });
    expect(await blankAtTheEnd(page)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page, 'player (phone): inbox');
  });

  it('shows the whole alert card below the header', async () => {
    const { page } = chloe;
    await release();
    await openMail(page, /Unusual encryption activity/);
    await page.getByLabel('Keep watching and gather more evidence').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    // The alert comes 5 s after the answer and stays the latest event for 5 s.
    await app.advanceClock(ALERT_DELAY_MS);
    const alert = page.locator('.alert-card');
    await alert.waitFor(EVENT_WAIT);
    const header = await box(page, '.app-header');
    const card = await box(page, '.alert-card');
    expect(card.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
    // Exact: the live region announces it too, as "Alert: …" (docs/extra-time.md, accessible play).
    await page.getByText('Encryption has reached the backup server', { exact: true }).waitFor();
    expect(await blankAtTheEnd(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/player-phone-alert.png` });
    await expectNoAxeViolations(page, 'player (phone): alert');
  });

  it('reads the draft once when the free-text question opens', async () => {
    const { page } = chloe;
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await release();
    await openMail(page, /Put the recovery in order/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.answered-ordered').waitFor();
    await release();
    await page.getByRole('button', { name: /^Social/ }).click();
    await page.getByLabel('Ignore the post for now').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    await release();
    await page.getByRole('button', { name: /News, \d+ unread/ }).waitFor(EVENT_WAIT);
    calls.length = 0;
    await page.getByRole('button', { name: /^News/ }).click();
    await page.getByRole('button', { name: /Acme Corp silent as outage/ }).click();
    await page.getByLabel('Your response').waitFor();
    await page.waitForLoadState('networkidle');
    expect(count('/api/getDraft')).toBe(1);
    await page.getByLabel('Your response').fill('We are investigating and will update hourly.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
  });

  it('ends on a result screen and an "ended" notice that fit the phone', async () => {
    const { page } = chloe;
    await release();
    await openMail(page, /Complete the incident report/);
    await page
      .getByLabel('Summary of the incident')
      .fill('Backups hit; restored from offline copies.');
    await page.getByLabel('High').check();
    await page.getByLabel('File server').check();
    await page.getByRole('button', { name: 'Submit form' }).click();
    await page.getByRole('heading', { name: 'Incident report [SUBMITTED]' }).waitFor();
    await release();
    await page.getByRole('heading', { name: 'You did not pass this time' }).waitFor(EVENT_WAIT);
    expect(await blankAtTheEnd(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/player-phone-result.png`, fullPage: true });
    await expectNoAxeViolations(page, 'player (phone): result');

    await page.getByRole('button', { name: /messages/i }).click();
    const notice = await box(page, '.player-ended');
    const column = await box(page, 'main');
    expect(notice.x).toBeGreaterThanOrEqual(column.x);
    expect(notice.x + notice.width).toBeLessThanOrEqual(column.x + column.width);
    expect(notice.x + notice.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/player-phone-ended.png` });
    await expectNoAxeViolations(page, 'player (phone): ended notice');
  });
});
