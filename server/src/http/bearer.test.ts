import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioFile } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../testing/testServer';
import { expectFailed, loginTokens } from '../testing/backOffice';

let server: TestServer;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff, customer } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the token of an editor call', () => {
  it('is accepted as an Authorization: Bearer header alone, with no token in the body', async () => {
    const files = await server.post('/api/files', {}, bearer(staff));
    expect(files.status).toBe(200);
    expect(files.body).toContain('ransomwareAtDawn');

    const loaded = await server.post(
      '/api/loadFile',
      { filename: 'ransomwareAtDawn' },
      bearer(staff),
    );
    expect(loaded.status).toBe(200);
    expect((loaded.body as ScenarioFile).title).toBe('Ransomware at Dawn');

    const organisations = await server.post('/api/getOrganisations', {}, bearer(staff));
    expect(organisations.status).toBe(200);
    expect((organisations.body as { name: string }[]).map((org) => org.name)).toContain(
      'Acme Corp',
    );
  });

  it('still works as the token body field', async () => {
    const loaded = await server.post('/api/loadFile', {
      token: staff,
      filename: 'ransomwareAtDawn',
    });
    expect(loaded.status).toBe(200);
  });

  it('still needs the request fields other than the token', async () => {
    expectFailed(
      await server.post('/api/loadFile', {}, bearer(staff)),
      400,
      'Please Select a Scenario',
    );
  });

  it('answers 401 with neither and 403 to a customer bearer', async () => {
    expectFailed(
      await server.post('/api/files', {}),
      401,
      'You need to be logged in to perform that action.',
    );
    expect((await server.post('/api/files', {}, bearer(customer))).status).toBe(403);
  });
});
