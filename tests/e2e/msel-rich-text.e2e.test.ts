import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { editorToken, postJson } from './support/editorSession';

/**
 * A planner's rich-text cell, end to end (docs/msel.md, "Rich text"): an XLSX written as
 * planners write it (a title row above the header, a blank row) whose Body cell has a bold,
 * red run is imported through importMsel, published and played: the player's inbox shows the
 * run bold and red, and the plain run plain.
 */

let app: AppServer;
let player: BrowserSession;
let token: string;
const FILE = 'richSheet';
const RED = 'rgb(192, 0, 0)';
const post = (path: string, body: object) => postJson(app.url, path, { token, ...body });

/** The workbook as a planner saves it: title, blank row, header, one inject. */
async function plannerWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('MSEL');
  sheet.addRow(['Ransomware tabletop: master scenario events list (v3)']);
  sheet.addRow([]);
  sheet.addRow(['Inject #', 'Time', 'From', 'Method', 'Subject', 'Inject']);
  const row = sheet.addRow(['1', '09:00', 'Sam Patel', 'Email', 'Ransom note found', '']);
  row.getCell(6).value = {
    richText: [
      { text: 'Pay now', font: { bold: true, color: { argb: 'FFC00000' } } },
      { text: ' or lose every file.' },
    ],
  };
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function orderFor(identifier: string): Promise<string> {
  const customer = await postJson(app.url, '/api/loginCustomer', {
    filename: 'acmecorp',
    password: 'acme-demo-2026',
  });
  const today = new Date();
  const order = await postJson(app.url, '/api/createOrder', {
    token: customer.token,
    scenario: FILE,
    username: 'acmecorp',
    identifier,
    date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
    private: false,
    players: [{ email: 'rich.text@acme.example', team: -1 }],
  });
  expect(order.type, JSON.stringify(order)).not.toBe('failed');
  return `${app.url}/exercise/${(order.players as { token: string }[])[0]!.token}`;
}

beforeAll(async () => {
  app = await startAppServer();
  player = await openBrowser();
  token = await editorToken(app.url);
}, 120_000);
afterAll(async () => {
  await player?.close();
  await app?.stop();
});

describe("an MSEL sheet's rich-text cell", () => {
  it('reaches the player bold and in its colour, through a real import, Publish and an order', async () => {
    const imported = await post('/api/importMsel', {
      format: 'xlsx',
      content: await plannerWorkbook(),
      organisation: 'Exercise Control',
      fileName: FILE,
      title: 'Ransom note drill',
    });
    expect(imported.type, JSON.stringify(imported)).not.toBe('failed');
    expect(imported.report).toMatchObject({ headerRow: 3 });

    // The author fills the details a catalogue needs (as Modify Details does), then publishes.
    const demo = await post('/api/loadFile', { filename: 'ransomwareAtDawn' });
    const sheet = await post('/api/loadFile', { filename: FILE });
    const { revision, scenario } = sheet;
    const details = Object.fromEntries(
      Object.entries(demo).filter(
        ([key]) =>
          ![
            'title',
            'fileName',
            'scenario',
            'revision',
            'updatedBy',
            'updatedAt',
            'published',
            'translations',
            'translationsVersion',
            'language',
          ].includes(key),
      ),
    );
    const saved = await post('/api/saveFile', {
      ...details,
      title: 'Ransom note drill',
      fileName: FILE,
      visible: true,
      scenario,
      draft: true,
      baseRevision: revision,
    });
    expect(saved.type, JSON.stringify(saved)).not.toBe('failed');
    const published = await post('/api/publishScenario', { fileName: FILE });
    expect(published.version, JSON.stringify(published)).toBe(`${FILE}-v2`);

    const { page } = player;
    await page.goto(await orderFor('Rich text drill'));
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await app.advanceClock(6_000);
    const item = page.locator('.mail-item', { hasText: 'Ransom note found' });
    await item.waitFor();
    await item.click();
    const run = page.locator('strong', { hasText: 'Pay now' });
    await run.waitFor();
    const shown = await run.evaluate((strong) => {
      const coloured = strong.querySelector('span') ?? strong.closest('span');
      return {
        weight: getComputedStyle(strong).fontWeight,
        colour: coloured ? getComputedStyle(coloured).color : '',
        text: coloured?.textContent ?? '',
        plain: strong.parentElement?.textContent ?? '',
      };
    });
    expect(Number(shown.weight)).toBeGreaterThanOrEqual(600);
    expect(shown.colour).toBe(RED);
    expect(shown.text).toBe('Pay now');
    expect(shown.plain).toContain('Pay now or lose every file.');
    // The plain run is neither bold nor red.
    const plainColour = await page
      .getByText('or lose every file.', { exact: false })
      .last()
      .evaluate((node) => getComputedStyle(node).color);
    expect(plainColour).not.toBe(RED);
    await page.screenshot({ path: '.tmp/e2e-msel-rich-text-player.png' });
  }, 120_000);
});
