import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScenarioFile, type PortalScenario } from '@dojo/protocol';
import { prePublishCheck } from '@dojo/scheduler';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_CATALOGUE } from './catalogue';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the demo catalogue', () => {
  it('holds valid scenarios that pass the pre-publish check', () => {
    for (const scenario of DEMO_CATALOGUE) {
      expect(ScenarioFile.safeParse(scenario).success).toBe(true);
      expect(prePublishCheck(scenario.scenario).issues).toEqual([]);
    }
  });

  it('shows scenarios at every belt and a learning module in the library', async () => {
    const cards = (await server.get('/api/getPortalScenarios')).body as PortalScenario[];
    expect(new Set(cards.map((card) => card.level))).toEqual(new Set([0, 1, 2]));
    expect(cards.filter((card) => card.learningPrograms).map((card) => card.title)).toEqual([
      'Incident Response Basics',
    ]);
    expect(cards.length).toBeGreaterThanOrEqual(5);
  });
});
