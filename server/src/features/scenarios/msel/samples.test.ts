import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MselFile, MselPreview, MselRole, ScenarioFile } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../../testing/testServer';
import { loginTokens } from '../../../testing/backOffice';
import { SAMPLES } from './samples/sampleSheets';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const SAMPLE_DIR = path.join(import.meta.dirname, 'samples');
const read = (file: string) => fs.readFileSync(path.join(SAMPLE_DIR, file)).toString('base64');
const upload = (file: string, content = read(file)) => ({
  token,
  format: file.endsWith('.csv') ? 'csv' : 'xlsx',
  content,
  organisation: 'Exercise Control',
});
const preview = async (file: string, extra: Record<string, unknown> = {}) => {
  const answer = await server.post('/api/previewMsel', { ...upload(file), ...extra });
  expect(answer.status).toBe(200);
  return answer.body as MselPreview;
};

/** The role each sample's columns are proposed, in the sheet's order. */
const PROPOSED: Record<string, MselRole[]> = {
  'ransomware-tabletop': [
    'reference',
    'time',
    'from',
    'to',
    'channel',
    'subject',
    'body',
    'expectedAction',
    'notes',
  ],
  'chronogramme-crise': [
    'time',
    'channel',
    'from',
    'to',
    'body',
    'expectedAction',
    'notes',
    'notes',
  ],
  'uebung-msel': ['reference', 'time', 'from', 'to', 'channel', 'subject', 'body', 'notes'],
};

describe('the sample MSEL sheets (samples/generate.ts)', () => {
  const files = SAMPLES.flatMap((sample) =>
    sample.formats.map((format) => ({ sample, file: `${sample.name}.${format}` })),
  );

  it.each(files)(
    '$file: finds the header below the title block and gives every column a role',
    async ({ sample, file }) => {
      const answer = await preview(file);
      expect(answer.headerRow).toBe(sample.headerRow);
      expect(answer.columns.map((column) => column.role)).toEqual(PROPOSED[sample.name]);
      expect(answer.problems).toEqual([]);
      expect(answer.savedMapping).toBeUndefined();
      const above = answer.skipped.filter((remark) => remark.row < sample.headerRow);
      expect(above.map((remark) => remark.row)).toEqual(
        sample.rows.flatMap((cells, index) =>
          index + 1 < sample.headerRow && cells.some((cell) => cell !== '') ? [index + 1] : [],
        ),
      );
    },
  );

  it.each(files)(
    '$file: imports with the proposed mapping and no edit, every inject at its time from the sheet',
    async ({ sample, file }) => {
      const answer = await preview(file);
      expect(answer.unknownChannels).toEqual([]);
      expect(answer.problems).toEqual([]);
      expect(
        [...answer.events]
          .sort((a, b) => a.row - b.row)
          .map((event) => [event.row, event.seconds / 60]),
      ).toEqual(sample.injects.map((inject) => [inject.row, inject.minutes]));
      const blank = (row: number) => (sample.rows[row - 1] ?? []).every((cell) => cell === '');
      expect(
        answer.skipped.filter((remark) => remark.row > sample.headerRow && !blank(remark.row)),
      ).toEqual([]);
    },
  );

  it('keeps every column: inject numbers, addressees and notes on the events, phases as sections', async () => {
    const sheet = [
      'Exercise: Harbour',
      '',
      'No.,Phase,Time,From,To,Channel,Inject,Comment,Deliverable,Owner',
      '7,Detection,09:00,Sam Patel,SOC team,email,Odd logins,Watch the room,,Dana',
      '8,Escalation,09:05,Sam Patel,CISO,email,Worse,,Decision log,',
    ].join('\r\n');
    const content = Buffer.from(sheet).toString('base64');
    const shown = (await server.post('/api/previewMsel', upload('x.csv', content)))
      .body as MselPreview;
    expect(shown.columns.map((c) => [c.header, c.role])).toEqual([
      ['No.', 'reference'],
      ['Phase', 'section'],
      ['Time', 'time'],
      ['From', 'from'],
      ['To', 'to'],
      ['Channel', 'channel'],
      ['Inject', 'body'],
      ['Comment', 'notes'],
      ['Deliverable', 'notes'],
      ['Owner', 'notes'],
    ]);
    const answer = await server.post('/api/importMsel', {
      ...upload('x.csv', content),
      fileName: 'harbourColumns',
    });
    expect(answer.status).toBe(200);
    const loaded = (await server.post('/api/loadFile', { token, filename: 'harbourColumns' }))
      .body as { scenario: Record<string, unknown>[] };
    expect(loaded.scenario.map((e) => [e.reference, e.section, e.addressees, e.notes])).toEqual([
      ['7', 'Detection', 'SOC team', 'Comment: Watch the room\nOwner: Dana'],
      ['8', 'Escalation', 'CISO', 'Deliverable: Decision log'],
    ]);
  });

  it("keeps the French chronogram's rich text (bold, italic, colour, line breaks) as the event's formatted body", async () => {
    const answer = await server.post('/api/importMsel', {
      ...upload('chronogramme-crise.xlsx'),
      fileName: 'chronogrammeRiche',
    });
    expect(answer.status).toBe(200);
    const loaded = (await server.post('/api/loadFile', { token, filename: 'chronogrammeRiche' }))
      .body as { scenario: Record<string, unknown>[] };
    expect(loaded.scenario).toHaveLength(81);
    expect(loaded.scenario[0]!.content).toBe(
      '<strong>Stimulus 1 : </strong>l’activité du réseau hospitalier est dégradée.<br>' +
        '<strong><span style="color: #C00000">Urgent</span></strong>' +
        '<em> — merci de confirmer la réception.</em>',
    );
    expect(loaded.scenario[1]!.content).toBe(
      'Stimulus 2 : situation transmise à la cellule (élément n° 2), réponse attendue sous 30 min.',
    );
  });

  it("keeps the chronogram's bold, italic, colour and line breaks through an XLSX export and a re-import", async () => {
    expect(
      (
        await server.post('/api/importMsel', {
          ...upload('chronogramme-crise.xlsx'),
          fileName: 'richOut',
        })
      ).status,
    ).toBe(200);
    const exported = (
      await server.post('/api/exportMsel', { token, filename: 'richOut', format: 'xlsx' })
    ).body as MselFile;
    const again = await server.post('/api/importMsel', {
      ...upload('again.xlsx', exported.content),
      fileName: 'richBack',
    });
    expect(again.status).toBe(200);
    const contents = async (filename: string) =>
      ((await server.post('/api/loadFile', { token, filename })).body as ScenarioFile).scenario.map(
        (event) => event.content,
      );
    const back = await contents('richBack');
    expect(back[0]).toContain('<strong><span style="color: #C00000">Urgent</span></strong>');
    expect(back).toEqual(await contents('richOut'));
  });

  it.each(['csv', 'xlsx'])(
    'keeps everything through an export as %s and a re-import: the same events, every column',
    async (format) => {
      const name = `roundTrip${format}`;
      const first = await server.post('/api/importMsel', {
        ...upload('ransomware-tabletop.xlsx'),
        fileName: name,
      });
      expect(first.status).toBe(200);
      const exported = (await server.post('/api/exportMsel', { token, filename: name, format }))
        .body as MselFile;
      const back = (
        await server.post('/api/previewMsel', upload(`again.${format}`, exported.content))
      ).body as MselPreview;
      expect(back.columns.map((column) => column.role)).toEqual([
        'reference',
        'time',
        'from',
        'organisation',
        'to',
        'channel',
        'subject',
        'body',
        'expectedAction',
        'notes',
        'section',
      ]);
      expect(back.skipped).toEqual([]);
      const again = await server.post('/api/importMsel', {
        ...upload(`again.${format}`, exported.content),
        fileName: `${name}Again`,
      });
      expect(again.status).toBe(200);
      const events = async (filename: string) =>
        ((await server.post('/api/loadFile', { token, filename })).body as ScenarioFile).scenario;
      expect(await events(`${name}Again`)).toEqual(await events(name));
    },
  );

  it("saves the author's mapping by name and uses it for the next sheet with the same headers", async () => {
    const roles: MselRole[] = [...PROPOSED['uebung-msel']!];
    roles[7] = 'ignore';
    roles[5] = 'notes';
    const mapping = { headerRow: 2, roles };
    const answer = await server.post('/api/importMsel', {
      ...upload('uebung-msel.csv'),
      mapping,
      fileName: 'uebungMapped',
      saveMappingAs: 'Drehbuch Süd',
    });
    expect(answer.status).toBe(200);
    const again = await preview('uebung-msel.xlsx');
    expect(again.savedMapping).toBe('Drehbuch Süd');
    expect(again.columns.map((column) => column.role)).toEqual(roles);
    const other = await preview('ransomware-tabletop.csv');
    expect(other.savedMapping).toBeUndefined();
  });
});
