import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_MESSAGES, type RemovedItem, type ScenarioEvent } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token, customer } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: Record<string, unknown>) => server.post(path, { token, ...body });
const removed = async (directory: 'scenarios' | 'sections') => {
  const { status, body } = await post('/api/removedItems', { directory });
  expect(status).toBe(200);
  return body as RemovedItem[];
};

async function saveThenRemoveScenario(name: string, titles: string[]) {
  for (const title of titles) await post('/api/saveFile', { ...scenarioBody(token, name), title });
  expect((await post('/api/removeScenario', { filename: name })).status).toBe(200);
}

describe('removedItems', () => {
  it('lists a removed scenario with its newest version, and not one that still exists', async () => {
    await saveThenRemoveScenario('gone', ['One', 'Two']);
    await post('/api/saveFile', scenarioBody(token, 'kept'));
    const list = await removed('scenarios');
    expect(list.find((item) => item.name === 'gone')).toMatchObject({
      name: 'gone',
      versions: 2,
      latest: 'gone-v2',
    });
    expect(list.map((item) => item.name)).not.toContain('kept');
  });

  it('lists removed sections apart from removed scenarios', async () => {
    await post('/api/saveSection', { fileName: 'intro', scenario: EVENTS.slice(0, 1) });
    await post('/api/removeSection', { filename: 'intro' });
    expect((await removed('sections')).map((item) => item.name)).toContain('intro');
    expect((await removed('scenarios')).map((item) => item.name)).not.toContain('intro');
  });

  it('lists the versions of a removed scenario through previousVersions', async () => {
    await saveThenRemoveScenario('listed', ['One', 'Two']);
    const { body } = await post('/api/previousVersions', {
      directory: 'scenarios',
      filename: 'listed',
    });
    expect((body as { filename: string }[]).map((v) => v.filename)).toEqual([
      'listed-v2',
      'listed-v1',
    ]);
  });
});

describe('restoreVersion', () => {
  it('creates a removed scenario again from an older version, hidden, as a new version', async () => {
    await saveThenRemoveScenario('phoenix', ['First', 'Second']);
    const answer = await post('/api/restoreVersion', {
      directory: 'scenarios',
      filename: 'phoenix-v1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'phoenix',
      revision: 1,
      data: VERSION_MESSAGES.restored('scenarios', 'phoenix', 'phoenix-v1', 'phoenix-v3'),
    });
    const { body } = await post('/api/loadFile', { filename: 'phoenix' });
    expect(body).toMatchObject({ fileName: 'phoenix', title: 'First', visible: false });
    expect((await removed('scenarios')).map((item) => item.name)).not.toContain('phoenix');
  });

  it('refuses to restore over a scenario that exists now, and leaves it untouched', async () => {
    await saveThenRemoveScenario('taken', ['Old']);
    await post('/api/saveFile', { ...scenarioBody(token, 'taken'), title: 'New work' });
    const answer = await post('/api/restoreVersion', {
      directory: 'scenarios',
      filename: 'taken-v1',
    });
    expectFailed(answer, 409, VERSION_MESSAGES.nameTaken('scenarios', 'taken'));
    const { body } = await post('/api/loadFile', { filename: 'taken' });
    expect(body).toMatchObject({ title: 'New work', revision: 1 });
  });

  it('restores under another name when the name of the version is taken', async () => {
    const answer = await post('/api/restoreVersion', {
      directory: 'scenarios',
      filename: 'taken-v1',
      fileName: 'takenCopy',
    });
    expect(answer.status).toBe(200);
    const { body } = await post('/api/loadFile', { filename: 'takenCopy' });
    expect(body).toMatchObject({ fileName: 'takenCopy', title: 'Old' });
  });

  it('lets exactly one of two restores at once create the scenario', async () => {
    await saveThenRemoveScenario('twice', ['A', 'B']);
    const answers = await Promise.all(
      ['twice-v1', 'twice-v2'].map((filename) =>
        post('/api/restoreVersion', { directory: 'scenarios', filename }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { body } = await post('/api/loadFile', { filename: 'twice' });
    const winner = answers.find((answer) => answer.status === 200)!.body as { data: string };
    expect(winner.data).toContain(
      `from twice-v${(body as { title: string }).title === 'A' ? 1 : 2}`,
    );
    const versions = await post('/api/previousVersions', {
      directory: 'scenarios',
      filename: 'twice',
    });
    expect(versions.body).toHaveLength(3);
  });

  it('restores a removed section, and refuses one whose name is taken', async () => {
    await post('/api/saveSection', { fileName: 'opening', scenario: EVENTS.slice(0, 2) });
    await post('/api/removeSection', { filename: 'opening' });
    const answer = await post('/api/restoreVersion', {
      directory: 'sections',
      filename: 'opening-v1',
    });
    expect(answer.status).toBe(200);
    const { body } = await post('/api/loadSection', { filename: 'opening' });
    expect((body as ScenarioEvent[]).map((event) => event.id)).toEqual(['1', '2']);
    const again = await post('/api/restoreVersion', {
      directory: 'sections',
      filename: 'opening-v1',
    });
    expectFailed(again, 409, VERSION_MESSAGES.nameTaken('sections', 'opening'));
  });

  it('answers 404 for a version that does not exist and 400 without one', async () => {
    const missing = await post('/api/restoreVersion', {
      directory: 'scenarios',
      filename: 'nope-v9',
    });
    expectFailed(missing, 404, VERSION_MESSAGES.noSuchVersion('nope-v9'));
    const empty = await post('/api/restoreVersion', { directory: 'scenarios', filename: ' ' });
    expectFailed(empty, 400, VERSION_MESSAGES.selectVersion);
  });

  it('refuses callers without a staff token, changing nothing', async () => {
    await saveThenRemoveScenario('guarded', ['One']);
    const body = { directory: 'scenarios', filename: 'guarded-v1' };
    expect((await server.post('/api/restoreVersion', body)).status).toBe(401);
    expect((await server.post('/api/restoreVersion', { ...body, token: customer })).status).toBe(
      403,
    );
    expect(
      (await server.post('/api/removedItems', { directory: 'scenarios', token: customer })).status,
    ).toBe(403);
    expect((await post('/api/loadFile', { filename: 'guarded' })).status).toBe(404);
  });
});

describe('the account Previous Versions is hidden from', () => {
  let hidden: TestServer;
  beforeAll(async () => {
    hidden = await startTestServer({ PREVIOUS_VERSIONS_HIDDEN_FOR: DEMO.editor.username });
  });
  afterAll(async () => {
    await hidden.close();
  });

  it('is told the entry is hidden, refused every versions call and cannot open a version; others can', async () => {
    const { staff } = await loginTokens(hidden);
    const features = await hidden.post('/api/editorFeatures', { token: staff });
    expect(features.body).toEqual({ previousVersions: false });
    const calls = [
      ['/api/previousVersions', { directory: 'scenarios', filename: 'x' }],
      ['/api/removedItems', { directory: 'scenarios' }],
      ['/api/restoreVersion', { directory: 'scenarios', filename: 'x-v1' }],
    ] as const;
    for (const [path, body] of calls)
      expectFailed(
        await hidden.post(path, { ...body, token: staff }),
        403,
        VERSION_MESSAGES.notAvailable,
      );

    await hidden.post('/api/saveFile', scenarioBody(staff, 'hiddenDrill'));
    expect(
      (await hidden.post('/api/loadFile', { token: staff, filename: 'hiddenDrill' })).status,
    ).toBe(200);
    const version = { token: staff, filename: 'hiddenDrill-v1' };
    expectFailed(
      await hidden.post('/api/loadFile', version),
      404,
      'There is no scenario named hiddenDrill-v1.',
    );

    const admin = await hidden.post('/api/loginEditor', TEST_ADMIN);
    const adminToken = (admin.body as { token: string }).token;
    expect((await hidden.post('/api/editorFeatures', { token: adminToken })).body).toEqual({
      previousVersions: true,
    });
    const list = await hidden.post('/api/removedItems', {
      directory: 'scenarios',
      token: adminToken,
    });
    expect(list.status).toBe(200);
    const opened = await hidden.post('/api/loadFile', {
      token: adminToken,
      filename: 'hiddenDrill-v1',
    });
    expect(opened.status).toBe(200);
  });
});
