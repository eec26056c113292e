import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';

/** Organisations and personas keep concurrent edits apart (docs/editor-api.md). */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

type Listed = Organisation & { revision: number };
const find = async (name: string) =>
  ((await server.post('/api/getOrganisations', { token })).body as Listed[]).find(
    (org) => org.name === name,
  );
const stale = (kind: string) =>
  new RegExp(`^This ${kind} was changed by author at .+ UTC\\. Reload it or save as a copy\\.$`);

describe('organisation writes with baseRevision', () => {
  it('refuses a rename based on an old revision with 409 and keeps the newer name', async () => {
    await server.post('/api/createOrganisation', { token, name: 'Rename Race' });
    const seen = await find('Rename Race');
    expect(seen?.revision).toBe(0);
    const first = await server.post('/api/editOrganisation', {
      token,
      old: 'Rename Race',
      name: 'Rename Race A',
      baseRevision: seen?.revision,
    });
    expect(first.body).toMatchObject({ type: 'success', revision: 1 });
    const second = await server.post('/api/editOrganisation', {
      token,
      old: 'Rename Race A',
      name: 'Rename Race B',
      baseRevision: seen?.revision,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      data: expect.stringMatching(stale('organisation')),
      stale: { revision: 1, updatedBy: 'author' },
    });
    expect(await find('Rename Race A')).toBeDefined();
  });

  it('lets one of 4 concurrent persona additions based on the same revision through', async () => {
    await server.post('/api/createOrganisation', { token, name: 'Persona Race' });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        server.post('/api/createPersona', {
          token,
          org: 'Persona Race',
          name: `Persona ${n}`,
          email: `p${n}@race.example`,
          role: 'Analyst',
          baseRevision: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ data: expect.stringMatching(stale('persona')) });
    expect((await find('Persona Race'))?.personas).toHaveLength(1);
  });

  it('refuses to remove an organisation changed since it was read', async () => {
    await server.post('/api/createOrganisation', { token, name: 'Remove Race' });
    await server.post('/api/createPersona', {
      token,
      org: 'Remove Race',
      name: 'Kept',
      email: 'kept@race.example',
      role: 'CEO',
    });
    const removed = await server.post('/api/removeOrganisation', {
      token,
      filename: 'Remove Race',
      baseRevision: 0,
    });
    expect(removed.status).toBe(409);
    expect(await find('Remove Race')).toBeDefined();
  });
});
