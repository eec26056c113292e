import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialSubject } from '@dojo/protocol';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import { openEditor } from './support/layoutPage';
import type { BrowserSession, Page } from './support/browser';
import { editorToken } from './support/editorSession';

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

const SENDERS = ['Sam Patel', 'Jordan Blake', 'Riley Chen', 'Morgan Lee', 'Kim Ode'];
const CHANNELS = ['email', 'social', 'news', 'alert', 'Email'];
const TIMES = (i: number) => [`00:${String(i * 2).padStart(2, '0')}`, `${i * 2}`, `T+${i * 2}`];

/**
 * A planner's 30-row MSEL sheet: 27 injects two minutes apart in the formats planners write
 * (00:04, 4, T+4), senders the library knows and two it does not, and three rows the import
 * must skip (a bad time, an unknown channel, an empty row).
 */
function plannerSheet(): { csv: string; injects: string[][] } {
  const header = ['Time', 'From', 'To', 'Subject', 'Body', 'Expected action'];
  const injects: string[][] = [];
  for (let i = 0; i < 27; i += 1) {
    injects.push([
      TIMES(i)[i % 3]!,
      SENDERS[i % SENDERS.length]!,
      CHANNELS[i % CHANNELS.length]!,
      `Inject ${i + 1}`,
      `Body of inject ${i + 1}, with "quotes", a comma\nand a second line <b>not bold</b>.`,
      i % 4 === 0 ? `Expected action ${i + 1}` : '',
    ]);
  }
  const rows = [
    ...injects.slice(0, 10),
    ['soon', 'Sam Patel', 'email', 'Bad time', 'x', ''],
    ...injects.slice(10, 20),
    ['00:45', 'Sam Patel', 'carrier pigeon', 'Bad channel', 'x', ''],
    ['', '', '', '', '', ''],
    ...injects.slice(20),
  ];
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const csv = [header, ...rows].map((cells) => cells.map(quote).join(',')).join('\r\n');
  return { csv, injects };
}

const logIn = (page: Page) => openEditor(page, app.url);

async function api<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const token = await editorToken(app.url);
  const answer = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...body }),
  });
  return (await answer.json()) as T;
}

/** Reads a CSV the app wrote (RFC 4180, BOM first) into rows. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted && char === '"' && source[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    }
  }
  return rows;
}

describe('MSEL import and export', () => {
  it('imports a 30-row planner sheet with a preview, then exports it in the same columns', async () => {
    const { page } = browser;
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/media/')) {
        missing.push(response.url());
      }
    });
    await logIn(page);
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import / Export MSEL' }).click();

    const { csv, injects } = plannerSheet();
    await page.getByLabel('Import an MSEL sheet').setInputFiles({
      name: 'Harbour drill - MSEL.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('27 events, 3 rows skipped, 2 new personas.').waitFor();
    const table = page.getByRole('table', { name: 'Events the import creates' });
    expect(await table.locator('tbody tr').count()).toBe(27);
    await page
      .getByText('Row 12: The time "soon" is not a time (use 15, T+15, 00:15, 09h15 or 0:15:00).')
      .waitFor();
    await page.getByText('Row 23: The channel "carrier pigeon" is not one we know').waitFor();
    await page.getByText('Row 24: The row is empty.').waitFor();
    await page
      .getByText(
        'Riley Chen (Exercise Control, a new organisation), riley.chen@exercise.control.example',
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Preview of Harbour drill - MSEL.csv' }).waitFor();
    expect(await page.getByLabel('New scenario name').inputValue()).toBe('harbourDrillMSEL');
    await page.screenshot({ path: '.tmp/e2e-msel-preview.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: MSEL preview');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-msel-preview-390.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: MSEL preview (phone)');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('New scenario name').fill('harbourDrill');
    await page.getByLabel('Title (optional)').fill('Harbour drill');
    await page.getByRole('button', { name: 'Create scenario' }).click();
    await page
      .locator('.scenario-status')
      .getByText(
        'Scenario harbourDrill imported from the MSEL sheet: 27 events (version harbourDrill-v1).',
      )
      .waitFor();
    // The saved-scenario list is read again after the import: the new name is chosen once it
    // is in the list.
    await expect.poll(() => page.getByLabel('Saved scenario').inputValue()).toBe('harbourDrill');

    // Opened in the editor: the events are there, chained, with their senders.
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page
      .getByRole('list', { name: 'Sections' })
      .getByRole('button', { name: '1 27 events' })
      .waitFor();
    await page.getByText('Inject 27').first().waitFor();
    await page.screenshot({ path: '.tmp/e2e-msel-board.png', fullPage: true });
    const stored = await api<{ scenario: Record<string, unknown>[] }>('/api/loadFile', {
      filename: 'harbourDrill',
    });
    expect(stored.scenario).toHaveLength(27);
    expect(stored.scenario.slice(0, 3).map((e) => [e.name, e.type, e.next, e.delay])).toEqual([
      ['Sam Patel', 'Email', '2', '120'],
      ['Jordan Blake', 'Social', '3', '120'],
      ['Riley Chen', 'News', '4', '120'],
    ]);
    const organisations = await api<{ name: string; personas: { name: string }[] }[]>(
      '/api/getOrganisations',
      {},
    );
    const control = organisations.find((org) => org.name === 'Exercise Control');
    expect(control?.personas.map((p) => p.name).sort()).toEqual(['Kim Ode', 'Riley Chen']);

    // The new personas have no picture: their initials are drawn without asking the server.
    await page
      .getByRole('navigation', { name: 'Editor sections' })
      .getByRole('link', { name: 'Organisation' })
      .click();
    await page.getByRole('article', { name: 'Exercise Control' }).getByText('Riley Chen').waitFor();
    await page
      .getByRole('article', { name: 'Acme Corp' })
      .locator('img.persona-avatar')
      .first()
      .waitFor();
    expect(missing).toEqual([]);

    // Export: the same columns, the injects in time order, the text as typed.
    await page.goto(`${app.url}/editor/Scenario/LoadScenario`);
    await page.getByLabel('Saved scenario').selectOption('harbourDrill');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download MSEL (CSV)' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe('harbourDrill.msel.csv');
    const exported = readCsv(fs.readFileSync(await csvFile.path(), 'utf8'));
    expect(exported[0]).toEqual([
      '#',
      'Time',
      'From',
      'Organisation',
      'To',
      'Channel',
      'Subject',
      'Body',
      'Expected action',
      'Notes',
      'Section',
    ]);
    // A social post's subject is the first 30 characters of its body (the editor's rule).
    const subjectOf = (row: string[]) => (row[2] === 'social' ? socialSubject(row[4]!) : row[3]);
    expect(exported.slice(1).map((row) => [row[2], row[5], row[6], row[7], row[8]])).toEqual(
      injects.map((row) => [row[1], row[2]!.toLowerCase(), subjectOf(row), row[4], row[5]]),
    );
    expect(exported[3]?.[1]).toBe('0:04:00');

    // The XLSX export reads back through the same import: the same 27 events, nothing skipped.
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download MSEL (XLSX)' }).click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toBe('harbourDrill.msel.xlsx');
    await page.getByLabel('Import an MSEL sheet').setInputFiles({
      name: 'harbourDrill.msel.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: fs.readFileSync(await xlsxFile.path()),
    });
    await page.getByText('27 events, 0 rows skipped, 0 new personas.').waitFor();
    expect(missing).toEqual([]);
  });

  it("imports a planner's English MSEL and a French chronogram in one pass through the preview's mapping", async () => {
    const { page } = browser;
    const samples = path.resolve('server/src/features/scenarios/msel/samples');
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await logIn(page);
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import / Export MSEL' }).click();

    // English: a title row above the header, To and Method columns, the planner's channels.
    await page.getByLabel('Import an MSEL sheet').setInputFiles({
      name: 'ransomware-tabletop.xlsx',
      mimeType: XLSX,
      buffer: fs.readFileSync(path.join(samples, 'ransomware-tabletop.xlsx')),
    });
    await page.getByText('6 events, 1 row skipped,').waitFor();
    await page.getByText('Row 1: Above the header row: "Operation Locked Harbour').waitFor();
    const columns = page.getByRole('table', {
      name: 'Columns of the sheet and what becomes of each',
    });
    expect(await columns.locator('tbody tr').count()).toBe(9);
    expect(await page.getByLabel('Role of column D (To)').inputValue()).toBe('to');
    expect(await page.getByLabel('Role of column E (Method)').inputValue()).toBe('channel');
    await columns.getByText("the event's addressees").waitFor();
    await page.screenshot({ path: '.tmp/e2e-msel-mapping.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: MSEL column mapping');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-msel-mapping-390.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: MSEL column mapping (phone)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The author drops a column in the preview: it is named as dropped, nothing is stored yet.
    await page.getByLabel('Role of column I (Notes)').selectOption('ignore');
    await columns.getByText('dropped: not imported').waitFor();
    await page.getByLabel('Role of column I (Notes)').selectOption('notes');
    await columns.getByText('author notes kept with the event').waitFor();
    await page.getByLabel('New scenario name').fill('lockedHarbour');
    await page.getByRole('button', { name: 'Create scenario' }).click();
    await page
      .locator('.scenario-status')
      .getByText('Scenario lockedHarbour imported from the MSEL sheet: 6 events')
      .waitFor();
    const stored = await api<{ scenario: Record<string, unknown>[] }>('/api/loadFile', {
      filename: 'lockedHarbour',
    });
    expect(stored.scenario.map((e) => [e.reference, e.type, e.addressees, e.delay])).toEqual([
      ['1', 'Alert', 'SOC team', '600'],
      ['2', 'Alert', 'SOC team', '900'],
      ['3', 'Alert', 'IT Director', '900'],
      ['4', 'Email', 'CEO', '1500'],
      ['5', 'News', 'Communications', '1500'],
      ['6', 'Social', 'Communications', '0'],
    ]);

    // French: French headers under a title block, 81 injects over a six-hour day.
    await page.getByLabel('Import an MSEL sheet').setInputFiles({
      name: 'chronogramme-crise.xlsx',
      mimeType: XLSX,
      buffer: fs.readFileSync(path.join(samples, 'chronogramme-crise.xlsx')),
    });
    await page.getByText('81 events, 2 rows skipped').waitFor();
    expect(await page.getByLabel('Role of column A (horaire)').inputValue()).toBe('time');
    expect(await page.getByLabel('Role of column E (stimuli)').inputValue()).toBe('body');
    expect(await page.getByLabel('Role of column H (livrable)').inputValue()).toBe('notes');
    const events = page.getByRole('table', { name: 'Events the import creates' });
    await events.locator('tbody tr').last().getByText('6:00:00').waitFor();
    await page.screenshot({ path: '.tmp/e2e-msel-chronogramme.png', fullPage: false });
    await page.getByLabel('New scenario name').fill('chronogrammeCrise');
    await page.getByRole('button', { name: 'Create scenario' }).click();
    await page
      .locator('.scenario-status')
      .getByText('Scenario chronogrammeCrise imported from the MSEL sheet: 81 events')
      .waitFor();

    // The six-hour day as a 90-minute rehearsal: previewed, applied as one change, undone.
    await expect
      .poll(() => page.getByLabel('Saved scenario').inputValue())
      .toBe('chronogrammeCrise');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page
      .getByRole('list', { name: 'Sections' })
      .getByRole('button', { name: '1 81 events' })
      .waitFor();
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import / Export MSEL' }).click();
    await page.getByText('The open scenario lasts 6:00:00 on the layout timeline.').waitFor();
    await page.getByLabel('New length (minutes)').fill('90');
    const preview = page.getByRole('table', { name: "Each event's time before and after" });
    const last = preview.locator('tbody tr').last();
    await last.getByRole('cell', { name: '6:00:00' }).waitFor();
    await last.getByRole('cell', { name: '1:30:00' }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-msel-timeline.png', fullPage: false });
    await expectNoAxeViolations(page, 'editor: MSEL timeline in bulk');
    await page.getByRole('button', { name: 'Apply to the open scenario' }).click();
    await page.getByText('The open scenario lasts 1:30:00 on the layout timeline.').waitFor();
    await page.getByRole('button', { name: 'Undo the timeline change' }).click();
    await page.getByText('The open scenario lasts 6:00:00 on the layout timeline.').waitFor();
  });
});
