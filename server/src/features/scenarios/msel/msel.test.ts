import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MselFile, MselPreview, Organisation, ScenarioFile } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../../testing/testServer';
import { expectFailed, loginTokens } from '../../../testing/backOffice';

let server: TestServer;
let token: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token, customer: customerToken } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const HEADER = ['Time', 'From', 'To', 'Subject', 'Body', 'Expected action'];
const ROWS = [
  ['00:00', 'Sam Patel', 'email', 'Odd logins', 'We see odd logins on VPN.', 'Open a ticket'],
  ['T+5', 'Riley Chen', 'alert', 'EDR alarm', 'Mass renames on FS-02.', 'Isolate FS-02'],
  ['0:12:30', 'Jordan Blake', 'social', '', 'Is Acme down? #outage', ''],
  ['later', 'Sam Patel', 'email', 'Broken time', 'x', ''],
  ['00:20', 'Riley Chen', 'fax', 'Unknown channel', 'x', ''],
  ['20', 'Riley Chen', 'news', 'Acme silent', 'Acme has not commented.', ''],
];
const csv = (rows: string[][]) =>
  rows.map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** A one-part zip archive, deflated (local header, data, central directory, end record). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(100, 24); // declares 100 bytes: the headers lie
  central.writeUInt16LE(nameBytes.length, 28);
  const directoryAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
const upload = (content: string, format = 'csv') => ({
  token,
  format,
  content,
  organisation: 'Exercise Control',
});
const files = async () => (await server.post('/api/files', { token })).body as string[];
const organisations = async () =>
  (await server.post('/api/getOrganisations', { token })).body as Organisation[];
const personasOf = async (org: string) =>
  (await organisations()).find((o) => o.name === org)?.personas.map((p) => p.name) ?? [];

describe('previewMsel', () => {
  it('answers the events, the personas to create and the skipped rows, storing nothing', async () => {
    const before = { files: await files(), organisations: await organisations() };
    const answer = await server.post('/api/previewMsel', upload(base64(csv([HEADER, ...ROWS]))));
    expect(answer.status).toBe(200);
    const preview = answer.body as MselPreview;
    expect(preview.events.map((e) => [e.row, e.channel, e.from, e.seconds, e.persona])).toEqual([
      [2, 'Email', 'Sam Patel', 0, 'matched'],
      [3, 'Alert', 'Riley Chen', 300, 'new'],
      [4, 'Social', 'Jordan Blake', 750, 'matched'],
      [7, 'News', 'Riley Chen', 1200, 'new'],
    ]);
    expect(preview.newPersonas).toEqual([
      {
        name: 'Riley Chen',
        organisation: 'Exercise Control',
        email: 'riley.chen@exercise.control.example',
      },
    ]);
    expect(preview.skipped).toEqual([
      { row: 5, text: 'The time "later" is not a time (use 15, T+15, 00:15, 09h15 or 0:15:00).' },
      {
        row: 6,
        text: 'The channel "fax" is not one we know: choose email, social, news or alert for it in the preview.',
      },
    ]);
    expect(await files()).toEqual(before.files);
    expect(await organisations()).toEqual(before.organisations);
  });

  it('reads a semicolon CSV with a BOM, as European spreadsheets save it', async () => {
    const text = `\uFEFF${[HEADER, ROWS[0]!].map((cells) => cells.join(';')).join('\r\n')}`;
    const preview = (await server.post('/api/previewMsel', upload(base64(text))))
      .body as MselPreview;
    expect(preview.events).toHaveLength(1);
  });
});

describe('importMsel', () => {
  it('creates a new scenario whose events follow the sheet, and the personas it lacked', async () => {
    const answer = await server.post('/api/importMsel', {
      ...upload(base64(csv([HEADER, ...ROWS]))),
      fileName: 'tabletopMsel',
      title: 'Tabletop from MSEL',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'tabletopMsel', report: { skipped: [{}, {}] } });
    expect((answer.body as { data: string }).data).toContain(
      'Scenario tabletopMsel imported from the MSEL sheet: 4 events (version tabletopMsel-v1).',
    );
    const loaded = (await server.post('/api/loadFile', { token, filename: 'tabletopMsel' }))
      .body as ScenarioFile;
    expect(loaded).toMatchObject({ title: 'Tabletop from MSEL', visible: false });
    expect(loaded.scenario.map((e) => [e.id, e.type, e.name, e.next, e.delay])).toEqual([
      ['1', 'Email', 'Sam Patel', '2', '300'],
      ['2', 'Alert', 'Riley Chen', '3', '450'],
      ['3', 'Social', 'Jordan Blake', '4', '450'],
      ['4', 'News', 'Riley Chen', '/0', '300'],
    ]);
    expect(loaded.scenario[2]).toMatchObject({ subject: 'Is Acme down? #outage' });
    expect(loaded.scenario[0]).toMatchObject({ correctFeedback: 'Open a ticket' });
    expect(await personasOf('Exercise Control')).toEqual(['Riley Chen']);
  });

  it('never replaces a scenario: a name in use answers 409 and changes nothing', async () => {
    const versionsBefore = await server.post('/api/previousVersions', {
      token,
      directory: 'scenarios',
      filename: 'ransomwareAtDawn',
    });
    const answer = await server.post('/api/importMsel', {
      ...upload(base64(csv([HEADER, ['0', 'New Sender', 'email', 'x', 'y', '']]))),
      fileName: 'ransomwareAtDawn',
    });
    expectFailed(
      answer,
      409,
      'A scenario named ransomwareAtDawn already exists. An MSEL import makes a new scenario: choose another name.',
    );
    expect((answer.body as { code: string }).code).toBe('name_taken');
    const versionsAfter = await server.post('/api/previousVersions', {
      token,
      directory: 'scenarios',
      filename: 'ransomwareAtDawn',
    });
    expect(versionsAfter.body).toEqual(versionsBefore.body);
    expect(await personasOf('Exercise Control')).not.toContain('New Sender');
  });

  it('of two imports under one name at once, exactly one creates it', async () => {
    const body = { ...upload(base64(csv([HEADER, ROWS[0]!]))), fileName: 'raceMsel' };
    const answers = await Promise.all([1, 2, 3].map(() => server.post('/api/importMsel', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('reads an XLSX workbook: time cells, formulas (their value, noted) and rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Injects');
    sheet.addRow(['Minute', 'Sender', 'Channel', 'Title', 'Message']);
    sheet.addRow([new Date(Date.UTC(1899, 11, 30, 0, 10)), 'Sam Patel', 'Email', 'Time cell', 'a']);
    sheet.addRow([15, 'Sam Patel', 'Email', { formula: '"Sum "&2', result: 'Sum 2' }, 'b']);
    sheet.addRow([
      20,
      'Sam Patel',
      'Email',
      'Rich',
      { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] },
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await server.post('/api/previewMsel', upload(base64(bytes), 'xlsx')))
      .body as MselPreview;
    expect(preview.events.map((e) => [e.seconds, e.subject])).toEqual([
      [0, 'Time cell'],
      [300, 'Sum 2'],
      [600, 'Rich'],
    ]);
    expect(preview.notes).toEqual([
      { row: 3, text: 'The Title cell held a formula; its value was used.' },
    ]);
  });
});

describe('MSEL bounds and refusals', () => {
  it('refuses more than 1,000 rows with the count, storing nothing', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [
      String(i),
      'Sam Patel',
      'email',
      's',
      'b',
    ]);
    const answer = await server.post('/api/importMsel', {
      ...upload(base64(csv([HEADER.slice(0, 5), ...rows]))),
      fileName: 'hugeMsel',
    });
    expectFailed(answer, 413, 'The sheet has 1,001 rows; an MSEL import takes at most 1,000.');
    expect(await files()).not.toContain('hugeMsel');
  });

  it('refuses a file over 2 MB before reading it', async () => {
    const big = base64(Buffer.alloc(2 * 1024 * 1024 + 10, 65));
    const answer = await server.post('/api/previewMsel', upload(big));
    expectFailed(answer, 400, 'The file is too large: an MSEL sheet can be at most 2 MB.');
  });

  it('refuses a workbook that unpacks beyond 64 MB before exceljs unpacks it', async () => {
    // A zip whose one part (stored as sheet1.xml) inflates to 70 MB of zeros: about 70 KB.
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(70 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const answer = await server.post('/api/previewMsel', upload(base64(bomb), 'xlsx'));
    expectFailed(
      answer,
      413,
      'The workbook unpacks to more than 64 MB; an MSEL workbook can unpack to at most 64 MB.',
    );
    expect((answer.body as { code: string }).code).toBe('msel_too_large');
  });

  it('says when no row names the columns, which needed ones are missing, and when a file is not a workbook', async () => {
    expectFailed(
      await server.post('/api/previewMsel', upload(base64('When,Who\n1,2'))),
      400,
      'No row of the sheet names its columns: put a header row (for example Time, From, Channel, Body) above the injects.',
    );
    const partial = (await server.post('/api/previewMsel', upload(base64('When,Subject\n1,2'))))
      .body as MselPreview;
    expect(partial.problems).toEqual([
      'The sheet has no From, Channel, Body column: choose the column for each in the preview, or name it in the header row.',
    ]);
    expect(partial.columns.map((c) => [c.header, c.role])).toEqual([
      ['When', 'time'],
      ['Subject', 'subject'],
    ]);
    const notXlsx = await server.post('/api/previewMsel', upload(base64('not a zip'), 'xlsx'));
    expectFailed(notXlsx, 400, 'The file could not be read as an Excel workbook (.xlsx).');
    expect((notXlsx.body as { code: string }).code).toBe('msel_unreadable');
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const body = upload(base64(csv([HEADER, ROWS[0]!])));
    expect((await server.post('/api/previewMsel', { ...body, token: undefined })).status).toBe(401);
    expect((await server.post('/api/previewMsel', { ...body, token: customerToken })).status).toBe(
      403,
    );
  });
});

describe('exportMsel', () => {
  const SHEET = [
    [
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
    ],
    [
      'A-1',
      '0:00:00',
      'Sam Patel',
      'Acme Corp',
      'SOC',
      'email',
      'Start',
      'Line 1\nLine <2>',
      'Call IT',
      'Watch the room',
      '1',
    ],
    ['A-2', '0:05:00', 'Sam Patel', 'Acme Corp', '', 'alert', 'Alarm', '=SUM(A1)', '', '', '1'],
    [
      '',
      '0:07:00',
      'Sam Patel',
      'Acme Corp',
      'All',
      'email',
      'Noise',
      'Town hall',
      '',
      '',
      'Noise',
    ],
  ];

  it('writes the same columns as CSV and XLSX, and they import back to the same events', async () => {
    await server.post('/api/importMsel', {
      ...upload(base64(csv(SHEET))),
      fileName: 'roundTripMsel',
    });
    const asCsv = (
      await server.post('/api/exportMsel', { token, filename: 'roundTripMsel', format: 'csv' })
    ).body as MselFile;
    expect(asCsv).toMatchObject({
      fileName: 'roundTripMsel.msel.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const csvText = Buffer.from(asCsv.content, 'base64').toString('utf8');
    expect(csvText).toContain("'=SUM(A1)");
    const csvRows: string[][] = parse(csvText, { bom: true });
    expect(csvRows.map((r) => r.map((c) => c.replace(/^'(?==)/, '')))).toEqual(SHEET);

    const asXlsx = (
      await server.post('/api/exportMsel', { token, filename: 'roundTripMsel', format: 'xlsx' })
    ).body as MselFile;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(asXlsx.content, 'base64') as unknown as ArrayBuffer);
    const xlsxRows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      xlsxRows.push(
        (row.values as unknown[]).slice(1).map((value) => (typeof value === 'string' ? value : '')),
      ),
    );
    expect(xlsxRows).toEqual(SHEET.map((row) => row.map((cell) => cell)));

    await server.post('/api/importMsel', {
      ...upload(asXlsx.content, 'xlsx'),
      fileName: 'roundTripAgain',
    });
    const load = async (filename: string) =>
      ((await server.post('/api/loadFile', { token, filename })).body as ScenarioFile).scenario;
    expect(await load('roundTripAgain')).toEqual(await load('roundTripMsel'));
  });
});
