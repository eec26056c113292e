import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type ScenarioFile, type ScenarioSaved } from '@dojo/protocol';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, editorToken } from '../../testing/orders';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

/**
 * Every stored change of a scenario reaches its other open editors (docs/editor-api.md,
 * "Live"): a draft save, Publish, a named version, an import over it, a restore, a translation.
 */

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
});
afterAll(async () => {
  await server.close();
});

/** The author's editor with `scenario` open: the pushes it hears, in order. */
async function openEditor(scenario: string): Promise<ScenarioSaved[]> {
  const socket = connect(server.url, {
    auth: { token: await editorToken(server), protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: ScenarioSaved[] = [];
  socket.on('scenario.saved', (push: { data: ScenarioSaved }) => heard.push(push.data));
  await socket.timeout(5_000).emitWithAck('scenario.open', { scenario });
  return heard;
}

/** Waits for the push `matching`, heard within a second of the call's answer. */
async function heardWithin(heard: ScenarioSaved[], matching: Partial<ScenarioSaved>) {
  const answeredAt = Date.now();
  const match = () => heard.find((push) => expect.objectContaining(matching).asymmetricMatch(push));
  while (!match() && Date.now() - answeredAt < 1_000) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(match(), `pushed within 1 s: ${JSON.stringify(matching)}`).toBeDefined();
}

const post = (path: string, body: object) => server.post(path, { token: admin, ...body });
const by = TEST_ADMIN.username;

describe('the push of a stored scenario change', () => {
  it('tells the open editor of a draft save, Publish, a named version and a translation', async () => {
    const name = 'livePushed';
    const heard = await openEditor(name);
    const body = { ...scenarioBody(admin, name, EVENTS), visible: true, draft: true };
    expect((await post('/api/saveFile', { ...body, baseRevision: 0 })).status).toBe(200);
    await heardWithin(heard, { scenario: name, change: 'draft', revision: 1, savedBy: by });

    expect((await post('/api/publishScenario', { fileName: name })).status).toBe(200);
    await heardWithin(heard, { change: 'published', revision: 1, version: `${name}-v1` });

    expect((await post('/api/saveNamedVersion', { fileName: name, label: 'Dry run' })).status).toBe(
      200,
    );
    await heardWithin(heard, { change: 'named', version: `${name}-v2` });

    const translation = { title: 'Übung', events: {}, personas: {}, pdfs: {} };
    const saved = await post('/api/saveTranslation', {
      fileName: name,
      language: 'de',
      translation,
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);
    await heardWithin(heard, { change: 'translations', language: 'de', revision: 1 });
  });

  it('tells the open editor of an import over the scenario and of its restore', async () => {
    const name = 'liveReplaced';
    const body = { ...scenarioBody(admin, name, EVENTS), visible: true, draft: true };
    expect((await post('/api/saveFile', body)).status).toBe(200);
    expect((await post('/api/publishScenario', { fileName: name })).status).toBe(200);
    const heard = await openEditor(name);

    const file = (await post('/api/exportScenario', { filename: name })).body as ScenarioFile;
    const imported = await post('/api/importScenario', {
      file: { ...file, title: 'Imported again' },
      overwrite: true,
    });
    expect(imported.status).toBe(200);
    await heardWithin(heard, { change: 'imported', revision: 2, version: `${name}-v2` });

    expect((await post('/api/removeScenario', { filename: name })).status).toBe(200);
    const restored = await post('/api/restoreVersion', {
      directory: 'scenarios',
      filename: `${name}-v1`,
      fileName: name,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    await heardWithin(heard, { change: 'restored', revision: 1, version: `${name}-v1` });
  });

  it('tells the open editor of an MSEL import made under its name', async () => {
    const name = 'liveSheet';
    const heard = await openEditor(name);
    const rows = [
      ['Time', 'From', 'Channel', 'Subject', 'Body'],
      ['00:00', 'Sam Patel', 'email', 'Odd logins', 'We see odd logins on VPN.'],
    ];
    const content = Buffer.from(rows.map((row) => row.join(',')).join('\n')).toString('base64');
    const answer = await post('/api/importMsel', {
      format: 'csv',
      content,
      organisation: 'Exercise Control',
      fileName: name,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await heardWithin(heard, { change: 'imported', revision: 1, version: `${name}-v1` });
  });

  it('tells only the editors of that scenario', async () => {
    const heard = await openEditor('someOtherScenario');
    const body = { ...scenarioBody(admin, 'notOpenHere', EVENTS), draft: true };
    expect((await post('/api/saveFile', body)).status).toBe(200);
    expect((await post('/api/publishScenario', { fileName: 'notOpenHere' })).status).toBe(200);
    expect(heard).toEqual([]);
  });
});
