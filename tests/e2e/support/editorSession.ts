import { adminCode, E2E_ADMIN } from './adminSignIn';
import type { Page } from './browser';

/** The demo's editor accounts (server/src/demo/accounts.ts). */
export interface EditorAccount {
  username: string;
  password: string;
}
export const AUTHOR: EditorAccount = { username: 'author', password: 'author-demo-2026' };
export const EDITOR_ADMIN: EditorAccount = E2E_ADMIN;

/**
 * Fills the editor's login form shown on the page and sends it. The admin has a second factor
 * (adminSignIn.ts): its code step is answered with the code of the moment.
 */
export async function fillEditorLogin(page: Page, account: EditorAccount = AUTHOR): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (account.username.toLowerCase() !== E2E_ADMIN.username) return;
  const code = page.getByLabel('Code');
  await code.waitFor();
  await code.fill(await adminCode(new URL(page.url()).origin));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Opens `path` of the app and logs in to the editor there. */
export async function editorLogIn(
  page: Page,
  url: string,
  account: EditorAccount = AUTHOR,
): Promise<void> {
  await page.goto(url);
  await fillEditorLogin(page, account);
}

/** A JSON POST to the app's API: the answer's body. */
export async function postJson(
  appUrl: string,
  path: string,
  body: object,
): Promise<Record<string, unknown>> {
  const answer = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

/** An editor session's token, logged in through the API. */
export async function editorToken(
  appUrl: string,
  account: EditorAccount = AUTHOR,
): Promise<string> {
  return (await postJson(appUrl, '/api/loginEditor', account)).token as string;
}

/** Chooses `entry` in one of the editor's menus (Scenario, Section). */
export async function editorMenu(page: Page, dropdown: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: dropdown, exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}
