import type { Level } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { TEST_ADMIN, type TestServer } from './testServer';
import { accountId, accountsRepo } from '../features/auth/accounts.repo';
import { hashPassword } from '../features/auth/password';
import { clientsRepo } from '../features/clients/clients.repo';

/** Test helpers for orders and facilitated exercises (used by tests only). */

export const THIS_YEAR = new Date().getUTCFullYear();
export const SCENARIO = DEMO_SCENARIO.fileName;

export async function tokenOf(server: TestServer, path: string, body: object): Promise<string> {
  const { status, body: answer } = await server.post(path, body);
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return (answer as { token: string }).token;
}

export const ownerToken = (server: TestServer) =>
  tokenOf(server, '/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });
export const trainerToken = (server: TestServer) =>
  tokenOf(server, '/api/loginCustomer', {
    filename: DEMO.trainer.username,
    password: DEMO.trainer.password,
  });
export const adminToken = (server: TestServer) => tokenOf(server, '/api/loginEditor', TEST_ADMIN);
export const editorToken = (server: TestServer) =>
  tokenOf(server, '/api/loginEditor', {
    username: DEMO.editor.username,
    password: DEMO.editor.password,
  });

/** Another client with its owner account; answers the owner's token. */
export async function addClient(
  server: TestServer,
  client: { name: string; level: Level; credit: number; private?: boolean; scenarios?: string[] },
): Promise<string> {
  const now = new Date().toISOString();
  await clientsRepo(server.store).insert({
    _id: client.name,
    name: client.name,
    email: `owner@${client.name}.example`,
    level: client.level,
    credit: client.credit,
    creditSpent: 0,
    months: 12,
    subscribedOn: now,
    subscribedUntil: now,
    private: client.private ?? false,
    scenarios: client.scenarios ?? [],
    configuration: { branding_logo_url: '', nda_text: '' },
  });
  const password = 'owner-pass-1234';
  await accountsRepo(server.store).insert({
    _id: accountId(client.name),
    username: client.name,
    email: `owner@${client.name}.example`,
    passwordHash: await hashPassword(password),
    createdAt: now,
    kind: 'customer',
    role: '1',
    client: client.name,
    agreed: true,
  });
  return tokenOf(server, '/api/loginCustomer', { filename: client.name, password });
}

export function emails(count: number, domain = 'acme.test'): { email: string; team: number }[] {
  return Array.from({ length: count }, (_, index) => ({
    email: `player${index + 1}@${domain}`,
    team: -1,
  }));
}

/** A valid portal order for two players, with the given changes. */
export function portalOrder(token: string, changes: Record<string, unknown> = {}) {
  return {
    token,
    scenario: SCENARIO,
    username: DEMO.owner.username,
    identifier: 'Q3 readiness drill',
    date: `${THIS_YEAR}-9-14`,
    private: false,
    players: emails(2),
    ...changes,
  };
}

/** A valid admin campaign for the demo client, with the given changes. */
export function campaignOrder(token: string, changes: Record<string, unknown> = {}) {
  return {
    token,
    branding: DEMO.client.name,
    username: DEMO.client.name,
    scenario: SCENARIO,
    identifier: 'Board tabletop',
    date: `${THIS_YEAR}-10-01`,
    players: emails(3, 'board.test'),
    ...changes,
  };
}

/** What a rejected order must leave as it was: the balance and the identifiers. */
export async function snapshot(server: TestServer, token: string) {
  const credits = await server.post('/api/getCredits', { token });
  const identifiers = await server.post('/api/getIdentifiers', { token });
  return { credits: credits.body, identifiers: identifiers.body };
}
