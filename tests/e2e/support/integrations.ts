import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { AppServer } from './appServer';
import { expectNoAxeViolations } from './axe';
import type { Page } from './browser';
import { AUTHOR, postJson } from './editorSession';

/** Helpers of the integrations browser test (docs/integrations.md). */

export const RIGHT = 'Isolate the file server now';
export const WRONG = 'Wait and see';

/**
 * A two-question drill (two choices each, then the end) saved by the demo author, visible to
 * the demo client: its title is what the catalogue routes by.
 */
export async function saveDrill(app: AppServer, title: string, fileName: string): Promise<void> {
  const { token } = await postJson(app.url, '/api/loginEditor', AUTHOR);
  const demo = await postJson(app.url, '/api/loadFile', { token, filename: 'ransomwareAtDawn' });
  const { revision: _r, updatedBy: _b, updatedAt: _a, scenario, ...details } = demo;
  const template = (scenario as ScenarioEvent[])[0] as ScenarioEvent;
  const question = (id: string, subject: string, next: string): ScenarioEvent => ({
    type: 'Email',
    organisation: template.organisation,
    name: template.name,
    address: template.address,
    section: '1',
    id,
    subject,
    content: '<p>Choose one.</p>',
    responseType: 'option',
    options: JSON.stringify([{ option: RIGHT }, { option: WRONG }]),
    correct: [RIGHT],
    wrong: [WRONG],
    timeLimit: '240',
    next,
    delay: '5',
  });
  const saved = await postJson(app.url, '/api/saveFile', {
    ...details,
    title,
    fileName,
    visible: true,
    scenario: [question('1', 'First call', '2'), question('2', 'Second call', '/0')],
    token,
  });
  expect(saved.type, JSON.stringify(saved)).not.toBe('failed');
}

/** The one event of a calendar object, read by ical.js as a calendar client reads it. */
export function calendarEventOf(text: string | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(text ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no VEVENT in ${text ?? 'nothing'}`);
  const start = event.getFirstProperty('dtstart');
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
  const startTime = start?.getFirstValue() as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: startTime,
    /** A TZID on DTSTART (none: a date, the same day in every zone). */
    startZone: start?.getParameter('tzid') ?? null,
    end,
    url: event.getFirstPropertyValue('url'),
  };
}

/** The first link of the app an e-mail's text holds. */
export function linkIn(text: string | undefined, app: AppServer): string {
  const escaped = app.url.replace(/[.:/]/g, (char) => `\\${char}`);
  return new RegExp(`${escaped}/exercise/[\\w-]+`).exec(text ?? '')?.[0] ?? '';
}

/**
 * Clicks Download evidence on the open report and runs the compiled command
 * (`npm run verify-evidence`) on the file, then on a copy with one byte changed.
 */
export async function evidenceVerdicts(app: AppServer, report: Page) {
  const [download] = await Promise.all([
    report.waitForEvent('download'),
    report.getByRole('button', { name: 'Download evidence' }).click(),
  ]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-integrations-e2e-'));
  try {
    const file = path.join(folder, 'evidence.zip');
    await download.saveAs(file);
    const key = path.join(folder, 'key.pem');
    const published = await fetch(`${app.url}/.well-known/dojo-evidence-key.pem`);
    fs.writeFileSync(key, await published.text());
    const verify = (zip: string) => {
      try {
        const output = execFileSync(
          process.execPath,
          ['server/dist/verify-evidence.js', zip, '--key', key],
          { cwd: path.resolve(import.meta.dirname, '../../..'), encoding: 'utf8', stdio: 'pipe' },
        );
        return { code: 0, output };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, output: failed.stdout };
      }
    };
    const bytes = fs.readFileSync(file);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    const changed = path.join(folder, 'changed.zip');
    fs.writeFileSync(changed, bytes);
    return { intact: verify(file), changed: verify(changed) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * axe (WCAG 2.2 AA) and a screenshot of the page at 1280 px and at 390 px wide (a phone),
 * back to 1280 after; the screenshots go to .tmp/ to be looked at.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, `${name} at 1280 px`);
  await page.screenshot({ path: `.tmp/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${name} at 390 px`);
  await page.screenshot({ path: `.tmp/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
