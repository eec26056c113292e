import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AccessRole } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { accountId, accountsRepo } from '../features/auth/accounts.repo';
import { hashPassword } from '../features/auth/password';
import { AUDIENCE, ISSUER } from '../features/auth/tokens';
import { clientsRepo } from '../features/clients/clients.repo';
import { TEST_ADMIN, type TestServer } from './testServer';

/** A second client, so tenant isolation can be tested: its owner and one trainer. */
export const OTHER_TENANT = {
  client: 'globex',
  owner: { username: 'globex', password: 'globex-owner-2026' },
  trainer: { username: 'globex-trainer', password: 'globex-trainer-2026' },
};

/** The demo exercise links the player and facilitator roles use. */
export const DEMO_PLAYER_LINK = 'demo-player-athena-1';
export const DEMO_FACILITATOR_LINK = 'demo-facilitator';

async function addOtherTenant(server: TestServer): Promise<void> {
  const now = new Date().toISOString();
  await clientsRepo(server.store).insert({
    _id: OTHER_TENANT.client,
    name: OTHER_TENANT.client,
    email: 'it@globex.example',
    level: 2,
    credit: 50,
    creditSpent: 0,
    months: 12,
    subscribedOn: now,
    subscribedUntil: now,
    private: false,
    scenarios: [],
    configuration: { branding_logo_url: '', nda_text: '' },
  });
  const accounts = accountsRepo(server.store);
  for (const [user, role] of [
    [OTHER_TENANT.owner, '1'],
    [OTHER_TENANT.trainer, '01'],
  ] as const) {
    await accounts.insert({
      _id: accountId(user.username),
      username: user.username,
      email: `${user.username}@globex.example`,
      passwordHash: await hashPassword(user.password),
      createdAt: now,
      kind: 'customer',
      role,
      client: OTHER_TENANT.client,
      agreed: true,
    });
  }
}

/** A well-formed session token signed with a key the server does not know, claiming admin. */
export function forgedToken(): Promise<string> {
  return new SignJWT({ kind: 'staff' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(TEST_ADMIN.username)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(randomBytes(48));
}

async function tokenOf(server: TestServer, path: string, body: unknown): Promise<string> {
  const { status, body: answer } = await server.post(path, body);
  const token = (answer as { token?: unknown }).token;
  if (status !== 200 || typeof token !== 'string') {
    throw new Error(`${path} gave no token: ${status} ${JSON.stringify(answer)}`);
  }
  return token;
}

/** Each account role's username, password and login call (the roles with a password). */
const ACCOUNTS: Partial<Record<AccessRole, { path: string; username: string; password: string }>> =
  {
    trainer: { path: '/api/loginCustomer', ...DEMO.trainer },
    owner: { path: '/api/loginCustomer', ...DEMO.owner },
    otherOwner: { path: '/api/loginCustomer', ...OTHER_TENANT.owner },
    otherTrainer: { path: '/api/loginCustomer', ...OTHER_TENANT.trainer },
    editor: { path: '/api/loginEditor', ...DEMO.editor },
    admin: { path: '/api/loginEditor', ...TEST_ADMIN },
  };

/** A new session of an account role with its password (undefined for the other roles). */
export async function freshSession(
  server: TestServer,
  role: AccessRole,
): Promise<{ token: string; password: string } | undefined> {
  const account = ACCOUNTS[role];
  if (!account) return undefined;
  const name =
    account.path === '/api/loginCustomer'
      ? { filename: account.username }
      : { username: account.username };
  const token = await tokenOf(server, account.path, { ...name, password: account.password });
  return { token, password: account.password };
}

/**
 * One credential per role of the authorisation matrix, on a server started with the demo
 * data (undefined for `none`). Adds the second client on first use.
 */
export async function roleCredentials(
  server: TestServer,
): Promise<Record<AccessRole, string | undefined>> {
  await addOtherTenant(server);
  const customer = (username: string, password: string) =>
    tokenOf(server, '/api/loginCustomer', { filename: username, password });
  const editor = (username: string, password: string) =>
    tokenOf(server, '/api/loginEditor', { username, password });
  return {
    none: undefined,
    forged: await forgedToken(),
    player: await tokenOf(server, '/api/loginToken', { token: DEMO_PLAYER_LINK }),
    facilitator: DEMO_FACILITATOR_LINK,
    trainer: await customer(DEMO.trainer.username, DEMO.trainer.password),
    owner: await customer(DEMO.owner.username, DEMO.owner.password),
    otherOwner: await customer(OTHER_TENANT.owner.username, OTHER_TENANT.owner.password),
    otherTrainer: await customer(OTHER_TENANT.trainer.username, OTHER_TENANT.trainer.password),
    editor: await editor(DEMO.editor.username, DEMO.editor.password),
    admin: await editor(TEST_ADMIN.username, TEST_ADMIN.password),
  };
}
