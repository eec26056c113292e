import { expect } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { Page } from './browser';
import { fillEditorLogin } from './editorSession';
import { nextFrames } from './keyboardDrag';

/** The Show Layout browser test's steps: seeding through the API, the editor, long tasks. */

async function post(url: string, path: string, body: object) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

/** Saves `events` under `fileName` with the demo's details, as another author would have. */
export async function saveThroughApi(
  url: string,
  fileName: string,
  build: (template: ScenarioEvent) => ScenarioEvent[],
) {
  const { token } = await post(url, '/api/loginEditor', {
    username: 'author',
    password: 'author-demo-2026',
  });
  const demo = await post(url, '/api/loadFile', { token, filename: 'ransomwareAtDawn' });
  // The demo's first event is a News article, which keeps no answers: the tests' questions are e-mails.
  const template: ScenarioEvent = {
    ...((demo.scenario as ScenarioEvent[])[0] as ScenarioEvent),
    type: 'Email',
  };
  const { revision: _r, updatedBy: _b, updatedAt: _a, scenario: _s, ...details } = demo;
  const saved = await post(url, '/api/saveFile', {
    ...details,
    visible: false,
    fileName,
    scenario: build(template),
    token,
  });
  expect(saved.type, JSON.stringify(saved)).not.toBe('failed');
}

/** Opens the editor's board, logging in when asked. */
export async function openEditor(page: Page, url: string) {
  await page.goto(`${url}/editor/Scenario`);
  const username = page.getByLabel('Username');
  const board = page.getByRole('button', { name: 'Add Event' });
  await Promise.race([username.waitFor(), board.waitFor()]);
  if (await username.isVisible()) await fillEditorLogin(page);
  await board.waitFor();
}

export async function loadInEditor(page: Page, fileName: string) {
  await page.getByRole('button', { name: 'Scenario', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Load', exact: true }).click();
  await page.getByLabel('Saved scenario').selectOption(fileName);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByText(`Scenario name ${fileName} loaded successfully.`).waitFor();
}

/** The longest task since the last call, in ms (0 when none went over 50 ms). */
/** Records every long task (50 ms and more) from the next page load on, for `longestTask`. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { longTasks: number[] };
    seen.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seen = window as unknown as { longTasks: number[] };
    const longest = Math.max(0, ...seen.longTasks);
    seen.longTasks = [];
    return Math.round(longest);
  });
}

/** One round of open, fit, 50 % and 100 %, and a jump: the longest task of each, in ms. */
export async function measureRound(page: Page, target: string) {
  // Two painted frames: the step's work is done and its long tasks are recorded.
  const settle = async () => {
    await nextFrames(page);
    return longestTask(page);
  };
  await page.getByRole('link', { name: 'Sections & Events' }).click();
  await page.getByRole('button', { name: 'Add Event' }).waitFor();
  await settle();
  await page.getByRole('link', { name: 'Show Layout' }).click();
  await page.locator('.layout-card').first().waitFor();
  const open = await settle();
  const zoom = page.getByRole('group', { name: 'Zoom' });
  await zoom.getByRole('button', { name: 'Fit' }).click();
  const fit = await settle();
  await zoom.getByRole('button', { name: '50%' }).click();
  const half = await settle();
  await zoom.getByRole('button', { name: '100%' }).click();
  const full = await settle();
  await zoom.getByRole('button', { name: 'Fit' }).click();
  await settle();
  await page.getByLabel('Jump to event').selectOption(target);
  await page.locator(`[data-card="${target}"][data-current]`).waitFor();
  const jump = await settle();
  return { open, fit, zoom: Math.max(half, full), jump };
}
