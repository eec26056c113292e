import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { nextFrames } from './support/keyboardDrag';
import { openEditor } from './support/layoutPage';
import { squarePng, uploadProfilePicture } from './support/pictures';
import { eventEditor, openEvent } from './support/scenarioEditor';

/**
 * Authoring a tabletop in one pass (docs/scenario-editor.md, "Forward wiring" and "Times in
 * minutes"): a Next names an event not written yet, injects are timed in minutes on the game
 * clock beside Next, Show Layout wires a card by dragging its handle or with the keyboard, and
 * cards with pictured personas read at Fit and at 100%.
 */

let app: AppServer;
let browser: BrowserSession;
const SCENARIO = 'tabletopInOnePass';

beforeAll(async () => {
  app = await startAppServer();
  // Pictures as big as the editor stores them: drawn at their own size they push text out.
  await uploadProfilePicture(app.url, 'Sam Patel', squarePng(256, [200, 60, 60]));
  await uploadProfilePicture(app.url, 'Dana Reyes', squarePng(256, [60, 120, 200]));
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * The axe check at the top of the page: scrolled, the sticky header covers part of a sidebar
 * link (the shell's, not these screens').
 */
async function axeAtTop(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, label);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/wiring-${name}.png`, fullPage: true });
}

async function status(page: Page, text: string) {
  await page.locator('.scenario-status').getByText(text, { exact: true }).waitFor();
}

/** The sender, subject and content: enough for the event editor to save. */
async function writeEvent(page: Page, persona: string, subject: string) {
  const editor = eventEditor(page);
  const sender = editor.getByRole('group', { name: 'Sender' });
  await sender.getByLabel('Type').selectOption('Email');
  await sender.getByLabel('Organisation').selectOption('Acme Corp');
  await sender.getByLabel('Persona').selectOption(persona);
  const message = editor.getByRole('group', { name: 'Message' });
  await message.getByLabel('Subject').fill(subject);
  await message.getByLabel('Content').fill(`${subject}: what the players read.`);
}

async function saveEvent(page: Page) {
  await eventEditor(page).getByRole('button', { name: 'Save', exact: true }).click();
  await status(page, 'Event saved successfully, but the entire scenario is still unsaved!');
}

/** Chooses "New event…" in a Next select and names the new event. */
async function nextToNewEvent(page: Page, select: string, name: string) {
  const timing = eventEditor(page);
  await timing.getByLabel(select, { exact: true }).selectOption('new event');
  const row = timing.getByRole('group', { name: `New event for ${select}` });
  await row.getByLabel('Name of the new event').fill(name);
  await row.getByRole('button', { name: `New event: ${name}` }).click();
}

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const timeOf = (page: Page, id: string) =>
  card(page, id).locator('.layout-card-time').textContent();

/** Every card's persona picture fits its place and the card's text stays inside the card. */
async function expectCardsToRead(page: Page, scale: number) {
  const cards = await page.locator('.layout-card').evaluateAll((items) =>
    items.map((item) => {
      const body = item.querySelector('.layout-card-body')?.getBoundingClientRect();
      const picture = item.querySelector('.persona-avatar')?.getBoundingClientRect();
      const subject = item.querySelector('.layout-card-subject')?.getBoundingClientRect();
      return { body, picture, subject };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const { body, picture, subject } of cards) {
    if (!body || !picture || !subject) throw new Error('a card without picture or subject');
    expect(picture.width).toBeLessThanOrEqual(32 * scale + 1);
    expect(picture.height).toBeLessThanOrEqual(32 * scale + 1);
    expect(subject.right).toBeLessThanOrEqual(body.right + 1);
    expect(subject.bottom).toBeLessThanOrEqual(body.bottom + 1);
  }
}

describe('authoring a tabletop in one pass', () => {
  it('names events from Next before they exist, times injects in minutes and wires from Show Layout', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEditor(page, app.url);
    const addEvent = page.getByRole('button', { name: 'Add Event' });
    await addEvent.click();

    // Inject 1 leads to inject 2, which is not written yet: named from the select.
    await writeEvent(page, 'Sam Patel', 'Inject 1: files encrypted');
    await nextToNewEvent(page, 'Next', 'Inject 2: ransom note');
    const editor = eventEditor(page);
    expect(await editor.getByLabel('Next', { exact: true }).inputValue()).toBe('2');
    await editor.getByLabel('Delay (mm:ss)').fill('1:00');
    await shot(page, 'new-event');
    await axeAtTop(page, 'editor: Next names a new event');
    await saveEvent(page);

    // Inject 2, the placeholder: at 15:00 on the game clock, beside its Next.
    await openEvent(page, '2');
    expect(await eventEditor(page).getByLabel('Subject').inputValue()).toBe(
      'Inject 2: ransom note',
    );
    await writeEvent(page, 'Dana Reyes', 'Inject 2: ransom note');
    const starts = eventEditor(page).getByLabel('Starts at (game clock, mm:ss)');
    // A time that cannot be read is said under the field and keeps the event from saving.
    await starts.fill('15:75');
    await eventEditor(page).getByRole('button', { name: 'Save', exact: true }).click();
    const unreadable = 'Seconds after the colon go from 00 to 59.';
    expect(await eventEditor(page).getByText(unreadable).count()).toBeGreaterThanOrEqual(2);
    await axeAtTop(page, 'editor: an unreadable time');
    await starts.fill('15:00');
    await nextToNewEvent(page, 'Next', 'Inject 3: press enquiry');
    await saveEvent(page);

    await openEvent(page, '3');
    await writeEvent(page, 'Sam Patel', 'Inject 3: press enquiry');
    await eventEditor(page).getByLabel('Starts at (game clock, mm:ss)').fill('30:00');
    await eventEditor(page).getByLabel('Time Limit').fill('5:00');
    await saveEvent(page);
    for (const [persona, subject] of [
      ['Dana Reyes', 'Legal advice'],
      ['Sam Patel', 'Board briefing'],
    ] as const) {
      await addEvent.click();
      await writeEvent(page, persona, subject);
      await saveEvent(page);
    }

    // Show Layout: the injects at their start times; the last two not reached yet.
    await page.getByRole('link', { name: 'Show Layout' }).click();
    await card(page, '5').waitFor();
    expect(await timeOf(page, '2')).toBe('09:15:00');
    expect(await timeOf(page, '3')).toBe('09:30:00');
    expect(await timeOf(page, '4')).toBe('Not reached');

    // Drag inject 3's Next handle onto "Legal advice".
    const handle = card(page, '3').getByRole('button', { name: 'Choose the Next of event 3' });
    await card(page, '4').scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await card(page, '4').locator('.layout-card-body').boundingBox();
    if (!from || !to) throw new Error('handle or card not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await nextFrames(page);
    await page.mouse.up();
    // The success line fades after a few seconds: the card's time is what stays.
    await expect.poll(() => timeOf(page, '4'), { timeout: 15_000 }).toBe('09:30:05');

    // The keyboard: press event 4's handle, then the card of "Board briefing".
    await card(page, '4').getByRole('button', { name: 'Choose the Next of event 4' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText('Choose the event that follows event 4: press its card. Escape cancels.')
      .waitFor();
    await axeAtTop(page, 'editor: choosing where a Next leads');
    const target = card(page, '5').locator('button.layout-card-body');
    for (let tab = 0; tab < 20; tab += 1) {
      if (await target.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => timeOf(page, '5'), { timeout: 15_000 }).toBe('09:30:10');

    // Pictured personas read at 100% and at Fit, at 1280 and at 390 pixels.
    const zoom = page.getByRole('group', { name: 'Zoom' });
    await zoom.getByRole('button', { name: '100%' }).click();
    await nextFrames(page);
    await expectCardsToRead(page, 1);
    await shot(page, 'layout-100-1280');
    await axeAtTop(page, 'editor: Show Layout with pictured personas');
    await zoom.getByRole('button', { name: 'Fit' }).click();
    await nextFrames(page);
    const fit = Number((await page.getByLabel('Zoom level').textContent())?.replace('%', ''));
    expect(fit).toBeGreaterThanOrEqual(50);
    await expectCardsToRead(page, fit / 100);
    await shot(page, 'layout-fit-1280');
    await page.setViewportSize({ width: 390, height: 800 });
    await zoom.getByRole('button', { name: 'Fit' }).click();
    await nextFrames(page);
    await expect
      .poll(() => page.getByLabel('Zoom level').textContent(), { timeout: 15_000 })
      .toBe('50%');
    await page.getByText('Too long to fit readably').waitFor();
    await expectCardsToRead(page, 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'layout-fit-390');
    await zoom.getByRole('button', { name: '100%' }).click();
    await nextFrames(page);
    await expectCardsToRead(page, 1);
    await shot(page, 'layout-100-390');
    await axeAtTop(page, 'editor: Show Layout at 390 px');

    // Show Format: the game-time schedule, and the stakeholders' pictures a line high.
    await page.getByRole('link', { name: 'Show Format' }).click();
    const schedule = page.getByRole('table').filter({ hasText: 'Timed by' });
    await schedule.waitFor();
    expect(
      await schedule
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) =>
            [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent ?? ''),
          ),
        ),
    ).toEqual([
      ['00:00:00', '1'],
      ['00:15:00', '2'],
      ['00:30:00', '3'],
      ['00:30:05', '4'],
      ['00:30:10', '5'],
    ]);
    await shot(page, 'format-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const rows = page.getByRole('table').filter({ hasText: 'Full name' }).locator('tbody tr');
    for (const height of await rows.evaluateAll((items) =>
      items.map((row) => row.getBoundingClientRect().height),
    )) {
      expect(height).toBeLessThanOrEqual(64);
    }
    await shot(page, 'format-1280');
    await axeAtTop(page, 'editor: Show Format with the schedule');

    // Saved in one pass: the nexts as wired, the times in seconds as stored before.
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Save', exact: true }).click();
    await page.getByLabel('Scenario name').fill(SCENARIO);
    await page.getByRole('button', { name: 'Save Scenario' }).click();
    await page.getByText(`Draft of ${SCENARIO} saved.`, { exact: false }).waitFor();
    const login = await fetch(`${app.url}/api/loginEditor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'author', password: 'author-demo-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const loaded = await fetch(`${app.url}/api/loadFile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, filename: SCENARIO }),
    });
    const saved = ((await loaded.json()) as { scenario: Record<string, unknown>[] }).scenario;
    const byId = Object.fromEntries(saved.map((event) => [event.id, event]));
    expect(byId['1']).toMatchObject({ next: '2', delay: '60' });
    expect(byId['2']).toMatchObject({ next: '3', startAt: '900' });
    expect(byId['3']).toMatchObject({ next: '4', startAt: '1800', timeLimit: '300' });
    expect(byId['4']).toMatchObject({ next: '5' });
  }, 180_000);
});
