import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioFile } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { scenarioBody } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;
let customerToken: string;
let demo: ScenarioFile;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token, customer: customerToken } = await loginTokens(server));
  const exported = await server.post('/api/exportScenario', {
    token,
    filename: 'ransomwareAtDawn',
  });
  expect(exported.status).toBe(200);
  demo = exported.body as ScenarioFile;
});
afterAll(async () => {
  await server.close();
});

const files = async () => (await server.post('/api/files', { token })).body as string[];
const load = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as ScenarioFile;

describe('exportScenario and importScenario', () => {
  it('round-trips a scenario: export, import under a new name, and both load the same', async () => {
    await server.post('/api/saveFile', scenarioBody(token, 'sourceFile'));
    const exported = await server.post('/api/exportScenario', { token, filename: 'sourceFile' });
    const file = { ...(exported.body as ScenarioFile), fileName: 'copiedFile' };
    const answer = await server.post('/api/importScenario', { token, file });
    expect(answer.body).toMatchObject({
      type: 'success',
      data: 'Scenario copiedFile imported (version copiedFile-v1).',
      check: { issues: expect.any(Array) },
    });
    // Each is its own record: only the file name and the revision stamp differ.
    const strip = ({
      fileName: _name,
      updatedAt: _at,
      published: _published,
      ...rest
    }: ScenarioFile & { updatedAt?: string; published?: unknown }) => rest;
    const copy = strip(await load('copiedFile'));
    const original = strip(await load('sourceFile'));
    expect(copy).toEqual(original);
  });

  it('keeps the translations through an export and a re-import', async () => {
    await server.post('/api/saveFile', scenarioBody(token, 'translatedSource'));
    const loaded = (await server.post('/api/loadFile', { token, filename: 'translatedSource' }))
      .body as ScenarioFile & { translationsVersion: number };
    const eventId = loaded.scenario[0]!.id;
    const french = {
      title: 'Source traduite',
      events: { [eventId]: { subject: 'Sujet en français' } },
      personas: {},
      pdfs: {},
    };
    const saved = await server.post('/api/saveTranslation', {
      token,
      fileName: 'translatedSource',
      language: 'fr',
      translation: french,
      baseRevision: loaded.translationsVersion,
    });
    expect(saved.status).toBe(200);
    const exported = (await server.post('/api/exportScenario', {
      token,
      filename: 'translatedSource',
    })) as { body: ScenarioFile };
    expect(exported.body.translations).toEqual({ fr: french });
    const file = { ...exported.body, fileName: 'translatedCopy' };
    expect((await server.post('/api/importScenario', { token, file })).status).toBe(200);
    expect((await load('translatedCopy')).translations).toEqual({ fr: french });
  });

  it('imports the demo scenario under a new name, normalised as a save would', async () => {
    const answer = await server.post('/api/importScenario', {
      token,
      file: { ...demo, fileName: 'demoCopy' },
    });
    expect(answer.status).toBe(200);
    const copy = await load('demoCopy');
    expect(copy.scenario.map((event) => event.id)).toEqual(demo.scenario.map((event) => event.id));
    expect(copy.scenario.every((event) => event.visible === 'false')).toBe(true);
  });

  it('refuses to replace a scenario of the same name unless told to overwrite', async () => {
    const file = { ...demo, title: 'Replaced' };
    const refused = await server.post('/api/importScenario', { token, file });
    expectFailed(
      refused,
      409,
      'A scenario named ransomwareAtDawn already exists. Import it with overwrite to replace it, or rename it in the file.',
    );
    expect((await load('ransomwareAtDawn')).title).toBe(demo.title);

    const replaced = await server.post('/api/importScenario', { token, file, overwrite: true });
    expect(replaced.status).toBe(200);
    expect((await load('ransomwareAtDawn')).title).toBe('Replaced');
  });

  it.each([
    ['a missing title', { title: undefined }, 'The title is missing.'],
    ['an event without id', { scenario: [{ subject: 'No id' }] }, 'The id of event 1 is missing.'],
    ['a bad level', { level: 7 }, 'The level is not valid.'],
    [
      'an unknown event type',
      { scenario: [{ id: '1', type: 'Fax' }] },
      'The type of event 1 is not valid.',
    ],
    [
      'a name with -',
      { fileName: 'bad-name' },
      "The character '-' is not allowed to be in the filename.",
    ],
  ])(
    'answers a broken file (%s) with a message naming the field in words, importing nothing',
    async (_case, change, message) => {
      const before = await files();
      const answer = await server.post('/api/importScenario', {
        token,
        file: { ...demo, fileName: 'brokenImport', ...change },
      });
      expectFailed(answer, 400, message);
      expect(await files()).toEqual(before);
    },
  );

  it('rejects exporting nothing with "Please Select a Scenario"', async () => {
    const answer = await server.post('/api/exportScenario', { token, filename: '' });
    expectFailed(answer, 400, 'Please Select a Scenario');
  });

  it('answers 401 without a token and 403 to a customer token, importing nothing', async () => {
    const file = { ...demo, fileName: 'sneakyImport' };
    expect((await server.post('/api/importScenario', { file })).status).toBe(401);
    const customer = await server.post('/api/importScenario', { token: customerToken, file });
    expect(customer.status).toBe(403);
    expect(
      (await server.post('/api/exportScenario', { token: customerToken, filename: 'x' })).status,
    ).toBe(403);
    expect(await files()).not.toContain('sneakyImport');
  });
});
