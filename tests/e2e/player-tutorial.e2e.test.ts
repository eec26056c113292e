import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * The built-in tutorial (t1 to t10) on a phone-sized screen: every step is answered in the
 * browser, a wrong answer is refused with the spec's message, and nothing reaches the server.
 */

const WRONG = "Please follow the tutorial's instruction to proceed.";
const SHOTS = '.tmp';

let app: AppServer;
let browser: BrowserSession;
const apiCalls: string[] = [];

beforeAll(async () => {
  app = await startAppServer();
  browser = await openBrowser();
  await browser.page.setViewportSize({ width: 390, height: 844 });
  browser.page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function tab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Exercise' }).getByRole('button', { name }).click();
}

async function openMail(page: Page, subject: string) {
  await tab(page, 'Inbox');
  await page.locator('.mail-item', { hasText: subject }).click();
}

async function submit(page: Page, name = 'Submit') {
  await page.getByRole('button', { name, exact: true }).click();
}

describe('the tutorial', () => {
  it('starts from the entry page and refuses an answer the step did not ask for', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/e`);
    await page.screenshot({ path: `${SHOTS}/player-mobile-entry.png`, fullPage: true });
    await expectNoAxeViolations(page, 'player: entry page');
    await page.getByRole('link', { name: 'Start the tutorial' }).click();
    await openMail(page, 'Welcome to your exercise');
    await page.getByLabel('Not yet').check();
    await submit(page);
    await page.getByText(WRONG).waitFor();
    await expectNoAxeViolations(page, 'tutorial: wrong answer');
    await page.getByLabel('I am ready to start').check();
    await submit(page);
    await page.getByText('Answer sent.').waitFor();
  });

  it('teaches select many, reorder and free text', async () => {
    const { page } = browser;
    await openMail(page, 'Some questions have several');
    await page.getByText('Time left').waitFor();
    await page.getByLabel('Security operations').check();
    await submit(page);
    await page.getByText(WRONG).waitFor();
    await page.getByLabel('IT operations').check();
    await submit(page);

    await openMail(page, 'Put things in order');
    await page.screenshot({ path: `${SHOTS}/player-mobile-reorder.png`, fullPage: true });
    const steps = ['Detect', 'Contain', 'Eradicate', 'Recover', 'Learn lessons'];
    // The reorder answer (drag and drop) is its own chunk: it shows once downloaded.
    await page.locator('.reorder-text').first().waitFor();
    for (const [target, text] of steps.entries()) {
      const order = await page.locator('.reorder-text').allTextContents();
      for (let at = order.indexOf(text); at > target; at -= 1) {
        await page.getByRole('button', { name: `Move ${text} up` }).click();
      }
    }
    await submit(page);
    await page.locator('.answered-ordered').waitFor();

    await openMail(page, 'Answer in your own words');
    await submit(page);
    await page.getByText('Please write your response before submitting it.').waitFor();
    await expectNoAxeViolations(page, 'tutorial: free text refused');
    await page.getByLabel('Your response').fill('  ready ');
    await submit(page);
    await page.getByText('Answer sent.').waitFor();
  });

  it('teaches attachments, the social feed and the news', async () => {
    const { page } = browser;
    await openMail(page, 'Attachments');
    await page.getByRole('button', { name: /Open attachment Tutorial handbook/ }).click();
    await page
      .getByRole('dialog')
      .getByText('The code word for this tutorial is LIGHTHOUSE.')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/player-mobile-document.png` });
    await expectNoAxeViolations(page, 'tutorial: document');
    await page.keyboard.press('Escape');
    await page.getByLabel('Lighthouse').check();
    await submit(page);

    await page.getByRole('button', { name: 'Social, 1 unread' }).waitFor();
    await tab(page, 'Social');
    await page.getByRole('button', { name: /Like Jordan Blake's post, 12 likes/ }).click();
    await page.getByRole('button', { name: /Like Jordan Blake's post, 13 likes/ }).waitFor();
    await page.getByLabel('Found it').check();
    await submit(page);
    await page.screenshot({ path: `${SHOTS}/player-mobile-social.png`, fullPage: true });
    await expectNoAxeViolations(page, 'tutorial: social feed');

    await tab(page, 'News, 1 unread');
    await page.screenshot({ path: `${SHOTS}/player-mobile-news.png`, fullPage: true });
    await expectNoAxeViolations(page, 'tutorial: news');
    await page.getByRole('button', { name: /Northwind Mills hit by cyber attack/ }).click();
    await page.getByLabel('Northwind Mills', { exact: true }).check();
    await submit(page);
  });

  it('teaches forms, alerts and notes, and ends with the tutorial result', async () => {
    const { page } = browser;
    await openMail(page, 'Fill in a form');
    await page.getByLabel('Low', { exact: true }).check();
    await page.getByLabel('Your name or role').fill('Analyst');
    await page.getByLabel('E-mail', { exact: true }).check();
    await submit(page, 'Submit form');
    await page.getByText(WRONG).waitFor();
    await page.getByLabel('High', { exact: true }).check();
    await submit(page, 'Submit form');
    await page.getByRole('heading', { name: 'Tutorial incident report [SUBMITTED]' }).waitFor();
    await expectNoAxeViolations(page, 'tutorial: submitted form');

    await page.getByRole('heading', { name: 'This is an alert' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/player-mobile-alert.png`, fullPage: true });
    await expectNoAxeViolations(page, 'player: alert');
    await page.getByRole('button', { name: 'Acknowledge' }).click();

    await tab(page, 'Notes');
    await page.getByLabel('Notes').fill('08:42 tutorial started');
    await page.getByText('All changes saved').waitFor();
    await expectNoAxeViolations(page, 'tutorial: notes');
    await tab(page, 'Settings');
    await page.getByLabel(/Larger/).check();
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'player-font-larger',
    );
    await page.screenshot({ path: `${SHOTS}/player-mobile-settings.png`, fullPage: true });
    await expectNoAxeViolations(page, 'tutorial: settings, larger text');
    await page.getByLabel(/Standard/).check();

    await openMail(page, 'Keep an incident log');
    await page.getByLabel('Finish the tutorial').check();
    await submit(page);
    await page.getByRole('heading', { name: 'Tutorial complete' }).waitFor();
    await expectNoAxeViolations(page, 'tutorial: end');
    expect(apiCalls).toEqual([]);
  });
});
