import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent, ScenarioFile, ScenarioVersion } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
  await server.post('/api/saveFile', { ...scenarioBody(token, 'drafted'), title: 'First draft' });
  await server.post('/api/saveFile', { ...scenarioBody(token, 'drafted'), title: 'Second draft' });
  await server.post('/api/saveSection', {
    token,
    fileName: 'opening',
    scenario: EVENTS.slice(1, 2),
  });
  await server.post('/api/saveSection', { token, fileName: 'opening', scenario: EVENTS.slice(1) });
});
afterAll(async () => {
  await server.close();
});

const versions = async (directory: 'scenarios' | 'sections', filename: string) => {
  const { status, body } = await server.post('/api/previousVersions', {
    token,
    directory,
    filename,
  });
  expect(status).toBe(200);
  return body as ScenarioVersion[];
};

describe('previousVersions', () => {
  it('lists every save of a scenario, newest first', async () => {
    const list = await versions('scenarios', 'drafted');
    expect(list.map((version) => version.filename)).toEqual(['drafted-v2', 'drafted-v1']);
    expect(Date.parse(list[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.savedAt));
  });

  it('opens an older version with loadFile, under the scenario name so saving restores it', async () => {
    const { body } = await server.post('/api/loadFile', { token, filename: 'drafted-v1' });
    expect(body).toMatchObject({ fileName: 'drafted', title: 'First draft' });
  });

  it('lists and opens the versions of a section with loadSection', async () => {
    expect((await versions('sections', 'opening')).map((v) => v.filename)).toEqual([
      'opening-v2',
      'opening-v1',
    ]);
    const { body } = await server.post('/api/loadSection', { token, filename: 'opening-v1' });
    expect((body as ScenarioEvent[]).map((event) => event.id)).toEqual(['2']);
  });

  it('keeps scenario and section versions apart', async () => {
    expect(await versions('sections', 'drafted')).toEqual([]);
  });

  it('rejects no selection with "Please Select a Scenario" or "Please Select a Section"', async () => {
    const body = { token, filename: '' };
    expectFailed(
      await server.post('/api/previousVersions', { ...body, directory: 'scenarios' }),
      400,
      'Please Select a Scenario',
    );
    expectFailed(
      await server.post('/api/previousVersions', { ...body, directory: 'sections' }),
      400,
      'Please Select a Section',
    );
  });

  it('survives a restart, with every version still loadable', async () => {
    server = await server.restart();
    ({ staff: token } = await loginTokens(server));
    expect((await versions('scenarios', 'drafted')).map((v) => v.filename)).toEqual([
      'drafted-v2',
      'drafted-v1',
    ]);
    const { body } = await server.post('/api/loadFile', { token, filename: 'drafted-v1' });
    expect((body as ScenarioFile).title).toBe('First draft');
    await server.post('/api/saveFile', { ...scenarioBody(token, 'drafted'), title: 'Third draft' });
    expect((await versions('scenarios', 'drafted'))[0]?.filename).toBe('drafted-v3');
  });

  it('keeps the versions of a removed scenario, so it can be brought back', async () => {
    await server.post('/api/removeScenario', { token, filename: 'drafted' });
    const { body } = await server.post('/api/loadFile', { token, filename: 'drafted-v3' });
    expect((body as ScenarioFile).title).toBe('Third draft');
  });
});
