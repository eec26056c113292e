import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * One run of the demo campaign ("Ransomware at Dawn") as player ana (team Athena), with her
 * teammate ben on a phone. Each step waits for what the page shows (no sleeps). The next
 * events come after the scenario's delays (5 to 10 s each); instead of waiting them out, the
 * test moves the server's clock past them (`release`), well inside every time limit.
 */

const EVENT_WAIT = { timeout: 25_000 };
/** Longer than any delay of the demo scenario, far shorter than its time limits. */
const SCENARIO_DELAY_MS = 10_000;
const SHOTS = '.tmp';

let app: AppServer;
let ana: BrowserSession;
let ben: BrowserSession;
/** While true, ana's page cannot open its socket (over WebSocket; see the restart test). */
let socketBlocked = false;

beforeAll(async () => {
  app = await startAppServer();
  [ana, ben] = await Promise.all([openBrowser(), openBrowser()]);
  // Before her page loads: the socket client keeps the WebSocket class it found at load.
  await ana.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (socketBlocked) void ws.close();
    else ws.connectToServer();
  });
  await ben.page.setViewportSize({ width: 390, height: 844 });
});

afterAll(async () => {
  await Promise.all([ana?.close(), ben?.close()]);
  await app?.stop();
});

/** Lets the scenario's next delay pass at once. */
const release = () => app.advanceClock(SCENARIO_DELAY_MS);

async function enter(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Before you start' }).waitFor();
  await expectNoAxeViolations(page, 'player: NDA');
  await page.getByRole('button', { name: 'I agree to NDA' }).click();
  await page.getByRole('heading', { name: 'Inbox' }).waitFor();
  await expectNoAxeViolations(page, 'player: inbox');
}

/** Opens a message from the inbox list once it has arrived. */
async function openMail(page: Page, subject: RegExp) {
  await page.getByRole('button', { name: /^Inbox/ }).click();
  const item = page.locator('.mail-item', { hasText: subject });
  await item.waitFor(EVENT_WAIT);
  await item.click();
}

/**
 * The page's headings (the screen's title and the open message's subject) and the tab bar that
 * the newest notice lies over. Content further down may pass under a notice for its 7 s.
 */
async function coveredByNotice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('.toast:last-child')?.getBoundingClientRect();
    if (!notice) throw new Error('no notice');
    const apart = (other: DOMRect) =>
      other.width === 0 ||
      other.right <= notice.left ||
      notice.right <= other.left ||
      other.bottom <= notice.top ||
      notice.bottom <= other.top;
    return [...document.querySelectorAll('h1, h2, .player-nav')]
      .filter((element) => !apart(element.getBoundingClientRect()))
      .map((element) => element.textContent ?? element.tagName);
  });
}

describe('the player', () => {
  it('opens the demo link, agrees to the NDA and receives the first events', async () => {
    await Promise.all([
      enter(ana.page, `${app.url}/exercise/demo-player-athena-1`),
      enter(ben.page, `${app.url}/exercise/demo-player-athena-2`),
    ]);
    const { page } = ana;
    await release();
    await page.locator('.mail-item', { hasText: 'Unusual encryption activity...' }).waitFor();
    expect(await page.getByRole('button', { name: /News, 1 unread/ }).count()).toBe(1);
    await page.locator('.connection-live').waitFor();
  });

  it('reads the attachment and answers the team question; the teammate sees it live', async () => {
    const { page } = ana;
    await openMail(page, /Unusual encryption activity/);
    await page.getByText('Time left').waitFor();
    await page
      .getByRole('button', { name: /Open attachment Ransomware response playbook/ })
      .click();
    await page.getByRole('dialog').getByRole('heading', { name: 'First hour' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/player-desktop-attachment.png` });
    await expectNoAxeViolations(page, 'player: attachment');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await openMail(ben.page, /Unusual encryption activity/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please select at least one option').waitFor();
    await expectNoAxeViolations(page, 'player: question refused');
    await page.getByLabel('Isolate FS-02 from the network now').check();
    await page.screenshot({ path: `${SHOTS}/player-desktop-question.png` });
    await expectNoAxeViolations(page, 'player: question');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();

    const teammate = ben.page.locator('.answered', {
      hasText: 'Isolate FS-02 from the network now',
    });
    await teammate.waitFor(EVENT_WAIT);
    await ben.page.getByText('this answer counts for your whole team').waitFor();
    await ben.page.screenshot({ path: `${SHOTS}/player-mobile-team-answer.png` });
    await expectNoAxeViolations(ben.page, 'player (phone): team answer');
  });

  it('follows the chosen branch: the checkbox question arrives on its own', async () => {
    const { page } = ana;
    await release();
    await page.locator('.toasts').getByText('New e-mail from Dana Reyes').waitFor(EVENT_WAIT);
    // On ben's phone the same notice sits over no heading and above the tab bar.
    await ben.page.locator('.toasts').getByText('New e-mail from Dana Reyes').waitFor(EVENT_WAIT);
    expect(await coveredByNotice(ben.page)).toEqual([]);
    await ben.page.screenshot({ path: `${SHOTS}/player-mobile-toast.png` });
    await openMail(page, /Who needs to know right now/);
    expect(await page.locator('.mail-item', { hasText: 'Encryption has reached' }).count()).toBe(0);
    for (const team of ['Legal', 'Communications', 'Data protection officer']) {
      await page.getByLabel(team).check();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
  });

  it('puts the recovery steps in order with the keyboard buttons', async () => {
    const { page } = ana;
    await release();
    await openMail(page, /Put the recovery in order/);
    const wanted = [
      'Confirm the attacker is out',
      'Restore domain controllers',
      'Restore ERP database',
      'Reopen VPN access',
      'Notify customers of the restore',
    ];
    // The reorder answer (drag and drop) is its own chunk: it shows once downloaded.
    await page.locator('.reorder-text').first().waitFor();
    for (const [target, text] of wanted.entries()) {
      const items = await page.locator('.reorder-text').allTextContents();
      for (let at = items.indexOf(text); at > target; at -= 1) {
        await page.getByRole('button', { name: `Move ${text} up` }).click();
      }
    }
    expect(await page.locator('.reorder-text').allTextContents()).toEqual(wanted);
    await expectNoAxeViolations(page, 'player: reorder question');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.answered-ordered').waitFor();
  });

  it('likes, replies to and answers the social post', async () => {
    const { page } = ana;
    await release();
    await page.getByRole('button', { name: /Social, 1 unread/ }).waitFor(EVENT_WAIT);
    await page.getByRole('button', { name: /^Social/ }).click();
    const like = page.getByRole('button', { name: /Like Jordan Blake's post/ });
    await like.click();
    await page.getByRole('button', { name: /Like Jordan Blake's post, 43 likes/ }).waitFor();
    await page
      .getByLabel('Reply to Jordan Blake')
      .fill('Our press office will share an update shortly.');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByText('Our press office will share an update shortly.').waitFor();
    await expectNoAxeViolations(page, 'player: social feed');
    await page.getByLabel('Reply with the approved holding line').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
  });

  it('carries on after the server restarts, polling while the socket is down', async () => {
    const { page } = ana;
    const port = new URL(app.url).port;
    // The preset article is unread; the next event is a second one.
    const twoNews = page.getByRole('button', { name: /News, 2 unread/ });
    expect(await twoNews.count()).toBe(0);
    // Keep the socket from coming back, over WebSocket or long polling, so the next event can
    // only arrive by REST polling.
    socketBlocked = true;
    await page.route('**/socket.io/**', (route) => route.abort());
    await app.stop();
    await page.locator('.connection-down').waitFor();
    await expectNoAxeViolations(page, 'player: connection down');
    app = await startAppServer({ PORT: port }, app.dataDir);
    await release();
    await twoNews.waitFor(EVENT_WAIT);
    expect(await page.locator('.connection-down').count()).toBe(1);

    socketBlocked = false;
    await page.unroute('**/socket.io/**');
    await page.locator('.connection-live').waitFor(EVENT_WAIT);
    await openMail(page, /Put the recovery in order/);
    await page.locator('.answered-ordered').waitFor();
  });

  it('keeps a draft of the free-text answer across a reload and submits it', async () => {
    const { page } = ana;
    await page.getByRole('button', { name: /^News/ }).click();
    await page.getByRole('button', { name: /Acme Corp silent as outage/ }).click();
    await page.getByLabel('Your response').fill('We are restoring systems. Updates follow hourly.');
    await page.getByText('A draft has been saved').waitFor();
    await page.reload();
    await page.getByText('Draft has been refreshed').waitFor();
    await expectNoAxeViolations(page, 'player: news article with a draft');
    expect(await page.getByLabel('Your response').inputValue()).toBe(
      'We are restoring systems. Updates follow hourly.',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
  });

  it('fills in the incident report form and sees it marked [SUBMITTED]', async () => {
    const { page } = ana;
    await release();
    await openMail(page, /Complete the incident report/);
    await page.getByLabel('Summary of the incident').fill('Ransomware on FS-02, contained.');
    await page.getByLabel('High').check();
    await page.getByLabel('File server').check();
    await page.getByRole('button', { name: 'Submit form' }).click();
    await page.getByRole('heading', { name: 'Incident report [SUBMITTED]' }).waitFor();
    await expectNoAxeViolations(page, 'player: submitted form');
  });

  it('finishes with the pass/fail result', async () => {
    const { page } = ana;
    await release();
    await page.getByRole('heading', { name: /you passed the exercise/ }).waitFor(EVENT_WAIT);
    expect(await page.locator('.result-score').textContent()).toContain('Pass mark70%');
    await page.screenshot({ path: `${SHOTS}/player-desktop-result.png` });
    await expectNoAxeViolations(page, 'player: end result');
    await ben.page.screenshot({ path: `${SHOTS}/player-mobile-inbox.png`, fullPage: true });
    const csp = (problems: string[]) => problems.filter((p) => /Content Security Policy/.test(p));
    expect([...csp(ana.problems), ...csp(ben.problems)]).toEqual([]);
  });
});

describe('a link that matches no exercise', () => {
  it('shows the not-found page and leaves no error in the console', async () => {
    const stranger = await openBrowser();
    try {
      await stranger.page.goto(`${app.url}/exercise/no-such-link-0000`);
      await stranger.page.getByRole('heading', { name: 'Exercise not found' }).waitFor();
      await expectNoAxeViolations(stranger.page, 'player: exercise not found');
      expect(stranger.problems).toEqual([]);
    } finally {
      await stranger.close();
    }
  });

  it('renders without the router, which comes on the way to another page and back', async () => {
    const stranger = await openBrowser();
    const scripts = () =>
      stranger.page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
    // react-router's chunk (web/vite.chunks.ts names it): not in an exercise link's load.
    const router = (names: string[]) =>
      names.filter((name) => /\/assets\/router-.*\.js$/.test(name));
    try {
      await stranger.page.goto(`${app.url}/e/no-such-link-0000`);
      await stranger.page.getByRole('heading', { name: 'Exercise not found' }).waitFor();
      expect(router(await scripts())).toEqual([]);
      await stranger.page.getByRole('link', { name: 'Enter an exercise code' }).click();
      await stranger.page.getByRole('heading', { name: 'Join your exercise' }).waitFor();
      expect(new URL(stranger.page.url()).pathname).toBe('/exercise');
      expect(router(await scripts())).toHaveLength(1);
      // The router takes the player's own entries over: back shows the player's page again.
      await stranger.page.goBack();
      await stranger.page.getByRole('heading', { name: 'Exercise not found' }).waitFor();
      expect(new URL(stranger.page.url()).pathname).toBe('/e/no-such-link-0000');
      expect(stranger.problems).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
