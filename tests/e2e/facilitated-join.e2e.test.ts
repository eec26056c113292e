import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';

/**
 * The demo live session's shared link: a player joins with an alias, comes back after a
 * reload with the device secret this browser kept, and a second device cannot take the
 * alias (docs/security.md).
 */

const SHOTS = '.tmp';
let app: AppServer;
let laptop: BrowserSession;
let phone: BrowserSession;

beforeAll(async () => {
  app = await startAppServer();
  const opened = await fetch(`${app.url}/api/openExercise`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-facilitator' }),
  });
  expect(opened.status).toBe(200);
  [laptop, phone] = await Promise.all([openBrowser(), openBrowser()]);
  await phone.page.setViewportSize({ width: 390, height: 844 });
});

afterAll(async () => {
  await Promise.all([laptop?.close(), phone?.close()]);
  await app?.stop();
});

async function join(page: Page, alias: string) {
  await page.goto(`${app.url}/exercise/demo-join`);
  await page.getByRole('button', { name: 'I agree to NDA' }).click();
  await page.getByRole('heading', { name: 'Join your team' }).waitFor();
  await page.getByLabel('Alias').fill(alias);
  await page.getByRole('combobox', { name: 'Team' }).selectOption('Athena');
  await page.getByRole('button', { name: 'Join the exercise' }).click();
}

describe('joining a live session', () => {
  it('joins with an alias and team, and enters again after a reload', async () => {
    const { page } = laptop;
    await join(page, 'neo');
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/join-laptop-inbox.png` });
    await page.reload();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    expect(laptop.problems).toEqual([]);
  });

  it('refuses the same alias on another device with a way forward', async () => {
    const { page } = phone;
    await join(page, 'neo');
    await page
      .getByText(
        'This alias is already taken in this session. Choose another one, or ask your facilitator to let you back in.',
      )
      .waitFor();
    await expectNoAxeViolations(page, 'player: alias taken');
    await page.screenshot({ path: `${SHOTS}/join-phone-taken.png` });
    await page.getByLabel('Alias').fill('trinity');
    await page.getByRole('button', { name: 'Join the exercise' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
  });
});
