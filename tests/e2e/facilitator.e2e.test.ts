import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import {
  CONSOLE,
  EVENT_WAIT,
  JOIN,
  consoleStatus,
  join,
  mail,
  tab,
  uploadImage,
} from './facilitatorSession';

/**
 * A live session from the facilitator's browser with two players in two teams (three
 * browsers): ana (Athena) and ben (Artemis) on the demo live session. Steps run in order.
 */

const SHOTS = '.tmp';
let app: AppServer;
let host: BrowserSession;
let ana: BrowserSession;
let ben: BrowserSession;
/** A second console of the same link, kept on the Report tab. */
let desk: BrowserSession;
let image = '';

beforeAll(async () => {
  app = await startAppServer();
  [host, ana, ben, desk] = await Promise.all([
    openBrowser(),
    openBrowser(),
    openBrowser(),
    openBrowser(),
  ]);
  image = await uploadImage(app.url, 'bridge.png');
});

afterAll(async () => {
  await Promise.all([host?.close(), ana?.close(), ben?.close(), desk?.close()]);
  await app?.stop();
});

const row = (alias: string) => host.page.locator(`.console-player[data-player="${alias}"]`);
const banner = (text: string) => host.page.locator('.status', { hasText: text });

describe('the facilitator console', () => {
  it('sends a link that is not a facilitator link to /exercise/', async () => {
    await host.page.goto(`${app.url}/facilitator/not-a-real-link`);
    await host.page.waitForURL(`${app.url}/exercise/`);
  });

  it('opens on the exercise, says it is closed and not started, and lists who waits', async () => {
    const { page } = host;
    await page.goto(`${app.url}${CONSOLE}`);
    await page.getByText('Demo live session', { exact: true }).waitFor();
    await page.getByText('Ransomware at Dawn', { exact: true }).waitFor();
    await banner('Exercise is not open to players').waitFor();
    await banner('The exercise is not started').waitFor();
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    await page.getByText('Nobody is waiting yet.').waitFor();
    // ana joins before Open: she waits, and the console lists her live (no reload).
    await ana.page.goto(`${app.url}${JOIN}`);
    await ana.page.getByRole('button', { name: 'I agree to NDA' }).click();
    await ana.page.getByLabel('Alias').fill('ana');
    await ana.page.getByLabel('Team', { exact: true }).selectOption('Athena');
    await ana.page.getByRole('button', { name: 'Join the exercise' }).click();
    await ana.page.getByRole('heading', { name: 'Waiting for your facilitator' }).waitFor();
    const waiting = page.locator('.console-waiting');
    await waiting.getByRole('cell', { name: 'ana', exact: true }).waitFor({ timeout: 1_000 });
    await waiting.getByRole('cell', { name: 'Athena', exact: true }).waitFor();
    await waiting.getByText('1 player waiting. Open lets them in.').waitFor();
    // One time format on the screen, the viewer's: the clock, the waiting room and the cards.
    await page.locator('.layout-card-time').first().waitFor();
    const times = [
      await page.locator('.console-current time').innerText(),
      await waiting.getByRole('row').nth(1).getByRole('cell').nth(2).innerText(),
      ...(await page.locator('.layout-card-time').allInnerTexts()),
    ].filter((time) => time !== 'Not reached');
    const shape = (time: string) => time.replace(/\d/g, '9').replace(/[AP]M/, 'XM');
    const viewers = await page.evaluate(() =>
      new Date(0).toLocaleTimeString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone: 'UTC',
      }),
    );
    expect(new Set(times.map(shape))).toEqual(new Set([shape(viewers)]));
    await expectNoAxeViolations(page, 'facilitator: waiting room');
    await expectNoAxeViolations(ana.page, 'player: waiting room');
    await page.screenshot({ path: `${SHOTS}/facilitator-waiting.png`, fullPage: true });
  });

  it('drops a waiting player who closes the page, live, and lists her as never come in', async () => {
    const { page } = host;
    const cara = await desk.context.newPage();
    await cara.goto(`${app.url}${JOIN}`);
    await cara.getByRole('button', { name: 'I agree to NDA' }).click();
    await cara.getByLabel('Alias').fill('cara');
    await cara.getByLabel('Team', { exact: true }).selectOption('Artemis');
    await cara.getByRole('button', { name: 'Join the exercise' }).click();
    await cara.getByRole('heading', { name: 'Waiting for your facilitator' }).waitFor();
    const waiting = page.locator('.console-waiting');
    await waiting.getByText('2 players waiting. Open lets them in.').waitFor();
    await cara.close();
    // Within the reload grace (5 s) and one push: no reload of the console.
    const absent = waiting.getByRole('region', { name: 'Never came in' });
    await absent.getByRole('cell', { name: 'cara', exact: true }).waitFor({ timeout: 10_000 });
    await waiting.getByText('1 player waiting. Open lets them in.').waitFor();
    expect(await absent.getByRole('cell', { name: 'ana', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, 'facilitator: never came in');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await waiting.screenshot({ path: `${SHOTS}/facilitator-never-came-in-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('lets the waiting player in within a second of Open, with no error on her console', async () => {
    const { page } = host;
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const openedAt = Date.now();
    await ana.page.getByRole('heading', { name: 'Inbox' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - openedAt).toBeLessThan(1_000);
    await banner('Exercise is not open to players').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    await row('ana').waitFor({ timeout: 1_000 });
    // Who waited is in; who closed the page before Open is still named.
    await page.locator('.console-waiting').getByText('Nobody is waiting yet.').waitFor();
    await page.getByRole('region', { name: 'Never came in' }).getByText('cara').waitFor();
    expect(ana.problems).toEqual([]);
  });

  it('shows players as they join, without a reload', async () => {
    await join(ben.page, app.url, 'ben', 'Artemis');
    await row('ben').waitFor({ timeout: 2_000 });
    await ana.page.getByText('Waiting for the facilitator to start').waitFor();
  });

  it("draws the timeline's cards apart, with small icons beside the text, at 1280 and 390 px", async () => {
    const { page } = host;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('.layout-card').first().waitFor();
      const cards = await page.locator('.layout-card').evaluateAll((elements) =>
        elements.map((card) => {
          const box = card.getBoundingClientRect();
          const inside = [...card.querySelectorAll('.sc-icon, .layout-card-limit')].map((part) =>
            part.getBoundingClientRect(),
          );
          return {
            box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
            parts: inside.map((part) => ({
              width: part.width,
              height: part.height,
              within:
                part.left >= box.left - 1 &&
                part.right <= box.right + 1 &&
                part.top >= box.top - 1 &&
                part.bottom <= box.bottom + 1,
            })),
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(3);
      const overlaps: string[] = [];
      cards.forEach((a, i) =>
        cards.slice(i + 1).forEach((b, j) => {
          const apart =
            a.box.right <= b.box.left ||
            b.box.right <= a.box.left ||
            a.box.bottom <= b.box.top ||
            b.box.bottom <= a.box.top;
          if (!apart) overlaps.push(`card ${i} and card ${i + j + 1} at ${width} px`);
        }),
      );
      expect(overlaps).toEqual([]);
      for (const card of cards)
        for (const part of card.parts) {
          expect(part.within).toBe(true);
          expect(part.height).toBeLessThanOrEqual(24);
        }
      await page.screenshot({ path: `${SHOTS}/facilitator-timeline-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // The demo personas' pictures exist: drawing their cards asked for nothing that is missing.
    expect(host.problems.filter((problem) => problem.includes('404'))).toEqual([]);
  });

  it('starts: both players receive the first event', async () => {
    await host.page.getByRole('button', { name: 'Start/Resume' }).click();
    await banner('The exercise is not started').waitFor({ state: 'detached' });
    await mail(ana.page, 'Unusual encryption activity').waitFor(EVENT_WAIT);
    await mail(ben.page, 'Unusual encryption activity').waitFor(EVENT_WAIT);
    await host.page.getByRole('button', { name: 'Pause' }).waitFor();
    await host.page.getByLabel('Time to Push').waitFor();
  });

  it("shows the portal's report of this exercise on a second console's Report tab", async () => {
    const { page } = desk;
    await page.goto(`${app.url}${CONSOLE}`);
    await tab(page, 'Report');
    await page.locator('.report-view .report-title', { hasText: 'Demo live session' }).waitFor();
    await page.getByText('No answers match the filter.').waitFor();
  });

  it("moves a player's position on the console within a second of their answer", async () => {
    const { page } = ana;
    await mail(page, 'Unusual encryption activity').click();
    await page.getByLabel('Isolate FS-02 from the network now').check();
    expect(await row('ana').textContent()).not.toContain('Who needs to know right now?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    await row('ana').getByText('==> Who needs to know right now?').waitFor({ timeout: 1_000 });
    await host.page
      .locator('.console-card-counts[data-event="2"]', { hasText: '1 answered' })
      .waitFor({ timeout: 1_000 });
    // Pause at once: event 3 is due soon after the answer (the next step checks it waits).
    await host.page.getByRole('button', { name: 'Pause' }).click();
    // The other console's report shows the answer live, without a reload.
    await desk.page
      .locator('.report-answer-text', {
        hasText: 'Isolate FS-02 from the network now — 1 answer',
      })
      .waitFor({ timeout: 2_000 });
    await desk.page.locator('.report-respondents', { hasText: 'ana (' }).waitFor();
    await expectNoAxeViolations(desk.page, 'facilitator: report');
  });

  it('pauses: players see PAUSED and nothing new reaches them until the resume', async () => {
    await banner('PAUSED').waitFor();
    await ana.page.locator('.connection-paused', { hasText: 'PAUSED' }).waitFor();
    await row('ana').getByText('PAUSED').waitFor();
    const held = await ana.page.locator('.mail-item').count();
    await host.page.screenshot({ path: `${SHOTS}/facilitator-events.png`, fullPage: true });
    await expectNoAxeViolations(host.page, 'facilitator: events');
    await expectNoAxeViolations(ana.page, 'player: paused');
    // Event 3 comes 10 s into its chain; while paused nothing may arrive: 12 s pass on the
    // server's clock and the game clock stays where it was.
    const paused = await consoleStatus(app.url);
    await app.advanceClock(12_000);
    expect((await consoleStatus(app.url)).gameTime).toBe(paused.gameTime);
    expect(await ana.page.locator('.mail-item').count()).toBe(held);
    await host.page.getByRole('button', { name: 'Start/Resume' }).click();
    await ana.page.locator('.connection-live').waitFor();
    await mail(ana.page, 'Who needs to know right now?').waitFor(EVENT_WAIT);
  });

  it('pushes time once per press per second, showing the wait on a disabled button', async () => {
    const { page } = host;
    // The push is held on its way until the console has shown that it is.
    let arrive = () => undefined as void;
    const onItsWay = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/api/pushFacilitatorEvent', async (route) => {
      await onItsWay;
      await route.continue();
    });
    const before = await consoleStatus(app.url);
    await page.getByLabel('Time to Push').selectOption('5');
    const push = page.getByRole('button', { name: 'Push Time', exact: true });
    await push.click();
    // Never a silent drop: while the push is on its way and for the rest of its second the
    // button says so and cannot be pressed.
    const pushing = page.getByRole('button', { name: 'Pushing…' });
    await pushing.waitFor();
    expect(await pushing.isDisabled()).toBe(true);
    await banner('Attempting to push next.').waitFor();
    arrive();
    await banner('Time pushed forward by 5 minutes.').waitFor();
    const countdown = page.getByRole('button', { name: /^Push Time \(\d s\)$/ });
    if (await countdown.isVisible()) expect(await countdown.isDisabled()).toBe(true);
    await push.waitFor();
    expect(await push.isEnabled()).toBe(true);
    const after = await consoleStatus(app.url);
    const moved = after.gameTime - before.gameTime;
    expect(moved).toBeGreaterThanOrEqual(5 * 60_000);
    expect(moved).toBeLessThan(6 * 60_000);
    await page.unroute('**/api/pushFacilitatorEvent');
  });

  it('sends an e-mail with an image and a YouTube video to one player only, at game-clock time', async () => {
    const { page } = host;
    await tab(page, 'Send Email');
    await page.getByLabel('Recipient').selectOption('ana');
    await page.getByLabel('Organisation').selectOption('Acme Corp');
    await page.getByLabel('Persona').selectOption('Dana Reyes');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await banner('Emails are required to have content and a subject.').waitFor();
    await page.getByLabel('Subject').fill('Bridge call now');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.fill('Join the bridge in five minutes. Briefing');
    await content.press('Shift+Control+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await page.getByText('YouTube video:').waitFor();
    await page.getByLabel('Media').selectOption(image);
    await page.getByRole('img', { name: `Preview of ${image}` }).waitFor();
    await expectNoAxeViolations(page, 'facilitator: send email');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await banner('The Email was sent to ana.').waitFor();
    const { startedAt, gameTime } = await consoleStatus(app.url);

    const item = mail(ana.page, 'Bridge call now');
    await item.waitFor(EVENT_WAIT);
    const shown = (await item.locator('.mail-time').textContent()) ?? '';
    const expected = await ana.page.evaluate(
      (at) =>
        [-60_000, 0, 60_000].map((skew) =>
          new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(
            at + skew,
          ),
        ),
      (startedAt ?? 0) + gameTime,
    );
    expect(expected).toContain(shown);
    await item.click();
    await ana.page.locator(`img[src="/media/${image}"]`).waitFor();
    await ana.page
      .locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')
      .waitFor({ state: 'attached' });
    await ana.page.screenshot({ path: `${SHOTS}/facilitator-adhoc-player.png` });
    expect(await mail(ben.page, 'Bridge call now').count()).toBe(0);
  });

  it("moves a player to another team and their inbox follows the new team's answers", async () => {
    const { page } = host;
    await tab(page, 'Change Team');
    await page.getByRole('cell', { name: 'ben', exact: true }).waitFor();
    await page.getByLabel('Player').selectOption('ben');
    await page.getByLabel('New team').selectOption('Athena');
    await page.getByRole('button', { name: 'Move player' }).click();
    await banner('ben moved to Athena.').waitFor();
    await page.getByRole('button', { name: 'Let ben back in' }).click();
    await banner('ben can join again from another device.').waitFor();
    await expectNoAxeViolations(page, 'facilitator: change team');
    await mail(ben.page, 'Who needs to know right now?').waitFor(EVENT_WAIT);
  });

  it("replays what a player saw at any minute from their position's Replay button", async () => {
    const { page } = host;
    await tab(page, 'Events');
    await row('ana').getByRole('button', { name: 'Replay what ana saw' }).click();
    const dialog = page.getByRole('dialog', { name: 'What ana saw' });
    await dialog.getByLabel('Player').waitFor();
    expect(await dialog.getByLabel('Player').inputValue()).toBe('ana');
    const slider = dialog.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await dialog.locator('.replay-event', { hasText: 'Unusual encryption activity' }).waitFor();
    await dialog.getByText('Answer: Isolate FS-02 from the network now').waitFor();
    await page.screenshot({ path: `${SHOTS}/facilitator-replay.png` });
    await expectNoAxeViolations(page, 'facilitator: replay of a player');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('resets the campaign through the confirmation, which empties both inboxes', async () => {
    const { page } = host;
    await tab(page, 'Reset');
    await page.getByRole('button', { name: 'Reset the campaign' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText("Are you sure you want to reset all of the campaign's data?").waitFor();
    await expectNoAxeViolations(page, 'facilitator: reset confirmation');
    await dialog.getByRole('button', { name: 'RESET' }).click();
    await banner("The campaign's data has been reset.").waitFor();
    await ana.page
      .locator('.mail-item')
      .first()
      .waitFor({ state: 'detached', ...EVENT_WAIT });
    await ben.page
      .locator('.mail-item')
      .first()
      .waitFor({ state: 'detached', ...EVENT_WAIT });
    expect((await consoleStatus(app.url)).paused).toBe('');
  });

  it('keeps the burger menu working under 950 px', async () => {
    const { page } = host;
    await page.setViewportSize({ width: 390, height: 844 });
    await tab(page, 'Events');
    await banner('The exercise is not started').waitFor();
    // The shared header fits the phone: nothing scrolls sideways.
    const header = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('.app-header-inner')?.scrollWidth ?? 0,
    ]);
    expect(header).toEqual([390, 390]);
    await page.screenshot({ path: `${SHOTS}/facilitator-mobile.png`, fullPage: true });
    await expectNoAxeViolations(page, 'facilitator: events on a phone');
  });
});
