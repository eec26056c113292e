import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

/** The event editor's rules hold on the server too (docs/editor-rules.md, "Server checks"). */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

/** The sample with event `id` changed. */
const withEvent = (
  id: string,
  change: Partial<ScenarioEvent>,
  drop: (keyof ScenarioEvent)[] = [],
) =>
  EVENTS.map((event) => {
    if (event.id !== id) return event;
    const changed: Partial<ScenarioEvent> = { ...event, ...change };
    for (const field of drop) delete changed[field];
    return changed as ScenarioEvent;
  });

const save = (fileName: string, scenario: ScenarioEvent[]) =>
  server.post('/api/saveFile', scenarioBody(token, fileName, scenario));
const importFile = (fileName: string, scenario: ScenarioEvent[]) =>
  server.post('/api/importScenario', {
    token,
    file: { ...scenarioBody(token, fileName, scenario), token: undefined },
  });
const stored = async () => (await server.post('/api/files', { token })).body as string[];

const CASES: [string, ScenarioEvent[], string][] = [
  [
    'an option next equal to the event next',
    withEvent('3', { options: JSON.stringify([{ option: 'Report it', next: '2' }]), next: '2' }),
    'Event 3: The next of the options cannot be the same as the next of the event.',
  ],
  [
    'EarlierThan 120 with LaterThan 60',
    withEvent('2', { earlierThan: '120', laterThan: '60', nextIfEarly: '3', nextIfLate: '3' }),
    'Event 2: The value of EarlierThan has to be smaller than LaterThan',
  ],
  [
    'EarlierThan equal to LaterThan (60)',
    withEvent('2', { earlierThan: '60', laterThan: '60' }),
    'Event 2: The value of EarlierThan has to be smaller than LaterThan',
  ],
  [
    'an event with no type',
    withEvent('2', {}, ['type']),
    'Event 2: Cannot save event without specifying its type.',
  ],
  [
    'an event with no persona',
    withEvent('1', { name: '' }),
    'Event 1: Cannot save event without selecting a persona.',
  ],
  [
    'next "3.5"',
    withEvent('2', { next: '3.5' }),
    'Event 2: The next event must be another event, the end, the report or none.',
  ],
];

describe('saveFile and importScenario apply the event editor rules', () => {
  it.each(CASES)('saveFile refuses %s, storing nothing', async (_case, events, message) => {
    expectFailed(await save('ruleBreaker', events), 400, message);
    expect(await stored()).not.toContain('ruleBreaker');
  });

  it.each(CASES)('importScenario refuses %s, storing nothing', async (_case, events, message) => {
    expectFailed(await importFile('ruleBreakerImport', events), 400, message);
    expect(await stored()).not.toContain('ruleBreakerImport');
  });

  it('lists every broken rule, one line per event and rule', async () => {
    const events = withEvent('2', { next: '3.5', earlierThan: '90', laterThan: '30' }, ['type']);
    const answer = await save('manyBroken', events);
    expect(answer.status).toBe(400);
    expect((answer.body as { data: string }).data.split('\n')).toEqual([
      'Event 2: Cannot save event without specifying its type.',
      'Event 2: The value of EarlierThan has to be smaller than LaterThan',
      'Event 2: The next event must be another event, the end, the report or none.',
    ]);
  });

  it('treats a next of "NaN" as empty: saved, stored as -1 (nothing follows)', async () => {
    const events = withEvent('3', { next: 'NaN', nextIfLate: 'NaN' });
    expect((await save('nanNext', events)).status).toBe(200);
    const loaded = await server.post('/api/loadFile', { token, filename: 'nanNext' });
    const third = (loaded.body as { scenario: ScenarioEvent[] }).scenario[2];
    expect(third).toMatchObject({ id: '3', next: -1, nextIfLate: -1 });
    expect((await importFile('nanNextImport', events)).status).toBe(200);
  });

  it('still saves the sample that keeps every rule', async () => {
    expect((await save('ruleKeeper', EVENTS)).status).toBe(200);
  });
});
