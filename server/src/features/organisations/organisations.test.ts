import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Organisation } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';

let server: TestServer;
let token: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true' });
  ({ staff: token, customer: customerToken } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

async function organisations(): Promise<Organisation[]> {
  const { status, body } = await server.post('/api/getOrganisations', { token });
  expect(status).toBe(200);
  return body as Organisation[];
}
const named = async (name: string) => (await organisations()).find((org) => org.name === name);

/** Each test gets its own organisation, so tests never depend on one another. */
let org: string;
let counter = 0;
beforeEach(async () => {
  org = `Test Org ${(counter += 1)}`;
  const { status } = await server.post('/api/createOrganisation', {
    token,
    name: org,
    email: 'info@test.example',
  });
  expect(status).toBe(200);
});

const ann = { name: 'Ann Lee', email: 'ann.lee@test.example', role: 'CEO' };

describe('getOrganisations', () => {
  it('lists the demo organisations with their personas', async () => {
    const acme = await named('Acme Corp');
    expect(acme).toMatchObject({ email: 'info@acme.example' });
    expect(acme?.personas.map((p) => p.name)).toContain('Dana Reyes');
  });

  it('answers 401 without a token and a customer only what its scenarios use', async () => {
    expectFailed(
      await server.post('/api/getOrganisations', {}),
      401,
      'You need to be logged in to perform that action.',
    );
    const { status, body } = await server.post('/api/getOrganisations', { token: customerToken });
    expect(status).toBe(200);
    const all = (await server.post('/api/getOrganisations', { token })).body as unknown[];
    expect(all).toEqual(expect.arrayContaining(body as unknown[]));
  });
});

describe('createOrganisation', () => {
  it('creates an organisation without personas', async () => {
    expect(await named(org)).toMatchObject({ name: org, email: 'info@test.example', personas: [] });
  });

  it('rejects a blank name with "Organisation name is empty!" and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/createOrganisation', { token, name: '  ' });
    expectFailed(answer, 400, 'Organisation name is empty!');
    expect(await organisations()).toEqual(before);
  });

  it('refuses a name already in use, whatever its case, and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/createOrganisation', { token, name: org.toUpperCase() });
    expectFailed(answer, 409, `An organisation named ${org.toUpperCase()} already exists.`);
    expect(await organisations()).toEqual(before);
  });

  it('refuses a customer token with 403 and creates nothing', async () => {
    const answer = await server.post('/api/createOrganisation', {
      token: customerToken,
      name: 'Sneaky Org',
    });
    expect(answer.status).toBe(403);
    expect(await named('Sneaky Org')).toBeUndefined();
  });
});

describe('editOrganisation', () => {
  it('renames an organisation and keeps its personas', async () => {
    await server.post('/api/createPersona', { token, org, ...ann });
    const answer = await server.post('/api/editOrganisation', {
      token,
      old: org,
      name: `${org} Renamed`,
      email: '',
    });
    expect(answer.body).toMatchObject({ type: 'success' });
    expect(await named(org)).toBeUndefined();
    expect(await named(`${org} Renamed`)).toMatchObject({
      name: `${org} Renamed`,
      personas: [ann],
    });
  });

  it('rejects no selection with "No organisation selected!" and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/editOrganisation', { token, old: '', name: 'X' });
    expectFailed(answer, 400, 'No organisation selected!');
    expect(await organisations()).toEqual(before);
  });

  it('rejects an empty name with "Organisation name is empty!" and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/editOrganisation', { token, old: org, name: '' });
    expectFailed(answer, 400, 'Organisation name is empty!');
    expect(await organisations()).toEqual(before);
  });

  it('refuses renaming onto another organisation and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/editOrganisation', {
      token,
      old: org,
      name: 'Acme Corp',
    });
    expectFailed(answer, 409, 'An organisation named Acme Corp already exists.');
    expect(await organisations()).toEqual(before);
  });

  it('rejects an e-mail without @ with "Email is invalid!"', async () => {
    const answer = await server.post('/api/editOrganisation', {
      token,
      old: org,
      name: org,
      email: 'nope',
    });
    expectFailed(answer, 400, 'Email is invalid!');
    expect((await named(org))?.email).toBe('info@test.example');
  });
});

describe('removeOrganisation', () => {
  it('deletes the organisation with "Organisation deleted"', async () => {
    const answer = await server.post('/api/removeOrganisation', { token, filename: org });
    expect(answer.body).toMatchObject({ type: 'success', data: 'Organisation deleted' });
    expect(await named(org)).toBeUndefined();
  });

  it('rejects no selection with "Please select an organisation" and changes nothing', async () => {
    const before = await organisations();
    const answer = await server.post('/api/removeOrganisation', { token, filename: '' });
    expectFailed(answer, 400, 'Please select an organisation');
    expect(await organisations()).toEqual(before);
  });

  it('answers 404 for an unknown organisation', async () => {
    const answer = await server.post('/api/removeOrganisation', { token, filename: 'Nobody Inc' });
    expectFailed(answer, 404, 'There is no organisation named Nobody Inc.');
  });
});

describe('organisations stored before names were keyed', () => {
  it('are keyed on start, so the server starts and finds them', async () => {
    const dataDir = server.dataDir;
    await server.store
      .collection<{ _id: string; name: string; personas: [] }>('organisations')
      .insertOne({ _id: 'Legacy Org', name: 'Legacy Org', personas: [] });
    server = await server.restart();
    expect(server.dataDir).toBe(dataDir);
    ({ staff: token, customer: customerToken } = await loginTokens(server));
    const answer = await server.post('/api/removeOrganisation', { token, filename: 'legacy org' });
    expect(answer.body).toMatchObject({ type: 'success', data: 'Organisation deleted' });
  });
});
