import type { Page } from './support/browser';

/** Helpers for the facilitator console's browser tests (the demo live session). */

export const CONSOLE = '/facilitator/demo-facilitator';
export const JOIN = '/exercise/demo-join';
export const EVENT_WAIT = { timeout: 25_000 };

/** A player enters the live session through the shared link with an alias and a team. */
export async function join(page: Page, base: string, alias: string, team: string) {
  await page.goto(`${base}${JOIN}`);
  const agree = page.getByRole('button', { name: 'I agree to NDA' });
  const aliasField = page.getByLabel('Alias');
  const inbox = page.getByRole('heading', { name: 'Inbox' });
  await agree.or(aliasField).first().waitFor(EVENT_WAIT);
  if (await agree.isVisible()) await agree.click();
  await aliasField.fill(alias);
  await page.getByLabel('Team', { exact: true }).selectOption(team);
  await page.getByRole('button', { name: 'Join the exercise' }).click();
  await agree.or(inbox).first().waitFor(EVENT_WAIT);
  if (await agree.isVisible()) await agree.click();
  await inbox.waitFor(EVENT_WAIT);
}

/** The mail list item with this subject. */
export function mail(page: Page, subject: string | RegExp) {
  return page.locator('.mail-item', { hasText: subject });
}

/** The console's tab (through the burger menu on a narrow screen). */
export async function tab(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The console's status, read as the console reads it. */
export async function consoleStatus(base: string) {
  const answer = await fetch(`${base}/api/getFacilitatorEvents`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: 'demo-facilitator' }),
  });
  return (await answer.json()) as { gameTime: number; startedAt: number | null; paused: string };
}

/** A 1x1 PNG uploaded by the admin; answers its media name. */
export async function uploadImage(base: string, name: string): Promise<string> {
  const login = await fetch(`${base}/api/loginEditor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-pass-1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('chosenOption', 'Content Image');
  form.append('imageName', name);
  form.append('myFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const answer = await fetch(`${base}/api/uploadImage`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await answer.json()) as { type: string; name?: string; data: string };
  if (!answer.ok || !uploaded.name) throw new Error(`upload failed: ${uploaded.data}`);
  return uploaded.name;
}
