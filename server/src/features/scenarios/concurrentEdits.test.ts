import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

/** Two authors, one scenario (docs/editor-api.md, "Concurrent edits"). */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const STALE =
  /^This scenario was changed by author at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reload it or save as a copy\.$/;

const edited = (id: string, subject: string): ScenarioEvent[] =>
  EVENTS.map((event) => (event.id === id ? { ...event, subject } : event));
const save = (fileName: string, scenario: ScenarioEvent[], baseRevision?: number) =>
  server.post('/api/saveFile', { ...scenarioBody(token, fileName, scenario), baseRevision });
const load = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as {
    revision: number;
    updatedBy: string;
    scenario: ScenarioEvent[];
  };
const subjects = async (filename: string) =>
  (await load(filename)).scenario.slice(0, 2).map((event) => event.subject);

describe('saveFile with baseRevision', () => {
  it('refuses the stale copy of the second author with 409, keeping the first author edit', async () => {
    expect((await save('twoAuthors', EVENTS, 0)).body).toMatchObject({ revision: 1 });
    const a = await load('twoAuthors');
    const b = await load('twoAuthors');
    expect(a.revision).toBe(1);

    expect(
      (await save('twoAuthors', edited('1', 'A edited event 1'), a.revision)).body,
    ).toMatchObject({ type: 'success', revision: 2, updatedBy: 'author' });
    const stale = await save('twoAuthors', edited('2', 'B edited event 2'), b.revision);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      type: 'failed',
      data: expect.stringMatching(STALE),
      stale: { revision: 2, updatedBy: 'author' },
    });
    expect(await subjects('twoAuthors')).toEqual(['A edited event 1', 'Suspicious mail']);
    const versions = (
      await server.post('/api/previousVersions', {
        token,
        filename: 'twoAuthors',
        directory: 'scenarios',
      })
    ).body as unknown[];
    expect(versions).toHaveLength(2);
  });

  it('lets exactly one of 5 concurrent writers based on the same revision through', async () => {
    await save('raceScenario', EVENTS, 0);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => save('raceScenario', edited('2', `Writer ${n}`), 1)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(winner.body).toMatchObject({ revision: 2 });
    const stored = (await load('raceScenario')).scenario[1]?.subject;
    const winnerIndex = answers.indexOf(winner);
    expect(stored).toBe(`Writer ${winnerIndex + 1}`);
  });

  it('refuses to create over an existing scenario (baseRevision 0) with 409', async () => {
    await save('takenName', EVENTS, 0);
    const clash = await save('takenName', edited('1', 'Mine'), 0);
    expect(clash.status).toBe(409);
    expect(await subjects('takenName')).toEqual(['Phishing wave reported', 'Suspicious mail']);
  });

  it('still saves the documented payload without baseRevision (last writer wins)', async () => {
    await save('legacyClient', EVENTS);
    const again = await save('legacyClient', edited('1', 'Overwritten'));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ revision: 2 });
  });
});
