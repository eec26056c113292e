import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerData, ReportData } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ownerToken } from '../testing/orders';
import { DEMO_RESULTS } from './results';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await ownerToken(server);
});
afterAll(async () => {
  await server.close();
});

const status = (data: CustomerData, email: string) => {
  const run = data.exercises
    .find((group) => group.name === DEMO_RESULTS.identifier)
    ?.exercises.find((entry) => entry.name === email);
  return (
    run && {
      status: run.status,
      completed: run.completed,
      expired: run.expired,
      passed: run.score?.passed,
    }
  );
};

describe('the demo results', () => {
  it('show completed, in progress and expired runs on the dashboard from the first start', async () => {
    const data = (await server.post('/api/getCustomerData', { token })).body as CustomerData;
    expect(status(data, 'ines.garcia@acme.example')).toEqual({
      status: 'completed',
      completed: true,
      expired: false,
      passed: true,
    });
    expect(status(data, 'tom.nguyen@acme.example')).toMatchObject({
      completed: true,
      passed: false,
    });
    expect(status(data, 'lea.schmidt@acme.example')).toEqual({
      status: 'playing',
      completed: false,
      expired: false,
      passed: undefined,
    });
    // Never opened, link expired: expired, with no score and no pass.
    expect(status(data, 'mia.rossi@acme.example')).toEqual({
      status: 'expired',
      completed: false,
      expired: true,
      passed: undefined,
    });
  });

  it('score the played answers through the engine, the team answer counting for the team', async () => {
    const { body } = await server.post('/api/getResponses', {
      token,
      group: DEMO_RESULTS.identifier,
    });
    const report = body as ReportData;
    const ines = report.scores.find((score) => score.user === 'ines.garcia@acme.example');
    const lea = report.scores.find((score) => score.user === 'lea.schmidt@acme.example');
    expect(ines).toMatchObject({ passed: true, ownPasses: expect.any(Number), teamPasses: 1 });
    expect(lea).toMatchObject({ teamPasses: 1, ownPasses: 1 });
    const isolate = report.questions.find((question) => question.id === '2');
    expect(isolate?.responses.map((response) => response.count).sort()).toEqual([1, 1]);
    expect(report.incidentLogs.map((log) => log.user)).toContain('omar.haddad@acme.example');
  });
});
