import type { AccessRole } from '@dojo/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { roleCredentials } from '../../testing/roleCredentials';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { clientsRepo } from './clients.repo';
import { clientMaterials } from './clientMaterials';
import { scenariosRepo } from '../scenarios/scenarios.repo';

let server: TestServer;
let credentials: Record<AccessRole, string | undefined>;

beforeAll(async () => {
  server = await startTestServer();
  credentials = await roleCredentials(server);
});
afterAll(() => server.close());

async function list(path: string, role: AccessRole): Promise<unknown[]> {
  const { status, body } = await server.post(path, { token: credentials[role] });
  expect(status).toBe(200);
  return body as unknown[];
}

const names = (items: unknown[]) => items.map((item) => (item as { name: string }).name);

describe('the organisations, images and PDF lists', () => {
  it('give a customer only what its client’s scenarios use', async () => {
    const used = await clientMaterials({
      clients: clientsRepo(server.store),
      scenarios: scenariosRepo(server.store),
    }).usedBy(DEMO.client.name);
    expect(used.organisations.size).toBeGreaterThan(0);
    const all = names(await list('/api/getOrganisations', 'admin'));
    const owners = names(await list('/api/getOrganisations', 'owner'));
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((name) => used.organisations.has(name))).toBe(true);
    expect(all).toEqual(expect.arrayContaining(owners));
    expect(names(await list('/api/getOrganisations', 'trainer'))).toEqual(owners);
    const pdfs = (await list('/api/pdf', 'owner')) as string[];
    expect(pdfs.every((name) => used.pdfs.has(name))).toBe(true);
    const images = (await list('/api/images', 'owner')) as string[];
    expect(images.every((name) => used.images.has(name))).toBe(true);
  });

  it('give a client without scenarios nothing of another client’s', async () => {
    for (const path of ['/api/getOrganisations', '/api/images', '/api/pdf']) {
      expect(await list(path, 'otherOwner')).toEqual([]);
      expect(await list(path, 'otherTrainer')).toEqual([]);
    }
  });

  it('give the back office everything', async () => {
    expect((await list('/api/pdf', 'editor')).length).toBeGreaterThanOrEqual(
      (await list('/api/pdf', 'owner')).length,
    );
  });
});
