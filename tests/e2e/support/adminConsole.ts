import { expect } from 'vitest';
import { EDITOR_ADMIN, editorToken } from './editorSession';
import type { Page } from './browser';

/** Opens one of the admin console's tabs and waits for its heading. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin tabs' })
    .getByRole('link', { name: label })
    .click();
  await page.getByRole('heading', { name: label, level: 2 }).waitFor();
}

/** The demo scenario as the admin console shows it: people read its title (issue 37.2). */
export const DEMO_TITLE = 'Ransomware at Dawn';
/** Its file name: an id no screen shows where the title belongs. */
export const DEMO_SCENARIO_ID = 'ransomwareAtDawn';

/** Chooses the demo scenario by its title; no choice reads as a file name. */
export async function chooseDemoScenario(page: Page): Promise<void> {
  const select = page.getByLabel('Scenario', { exact: true });
  await select.selectOption({ label: DEMO_TITLE });
  const shown = await select.locator('option').allTextContents();
  expect(shown.filter((text) => /^[a-z]+[A-Z]\w*$/.test(text.trim()))).toEqual([]);
}

/** What the admin's main area reads holds no scenario id where its title belongs. */
export async function expectNoScenarioId(page: Page): Promise<void> {
  expect(await page.getByRole('main').innerText()).not.toContain(DEMO_SCENARIO_ID);
}

/** Waits for the status line that says `text`. */
export async function adminSuccess(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/**
 * Another administrator changes a client's configuration through the API (as a second browser
 * would), so the open console's copy is stale.
 */
export async function changeClientAsAnotherAdmin(
  url: string,
  name: string,
  configuration: Record<string, unknown>,
): Promise<void> {
  const token = await editorToken(url, EDITOR_ADMIN);
  const bearer = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const listed = await fetch(`${url}/api/getClients`, { headers: bearer });
  const stored = ((await listed.json()) as StoredClient[]).find((client) => client.name === name);
  const answer = await fetch(`${url}/api/updateClient`, {
    method: 'PUT',
    headers: bearer,
    body: JSON.stringify({
      name,
      email: stored?.email,
      configuration: { ...stored?.configuration, ...configuration },
    }),
  });
  expect(answer.status).toBe(200);
}

interface StoredClient {
  name: string;
  email: string;
  configuration: object;
}
