import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const link = DEMO_EXERCISES.facilitated.facilitatorToken;

describe('a facilitator’s report calls without a group (F-23)', () => {
  for (const path of ['/api/getResponses', '/api/getReplay'])
    it(`${path} answers 400 "No exercise selected", the link in the body or as a bearer header`, async () => {
      for (const [body, headers] of [
        [{ token: link }, {}],
        [{}, { authorization: `Bearer ${link}` }],
      ] as const) {
        const answer = await server.post(path, body, headers);
        expect(answer.status).toBe(400);
        expect((answer.body as { data: string }).data).toBe('No exercise selected');
      }
    });
});
