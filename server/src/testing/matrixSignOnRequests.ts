import { randomBytes } from 'node:crypto';
import { DEMO } from '../demo/accounts';
import { ssoRepo } from '../features/sso/sso.repo';
import type { Builder, MatrixWorld } from './matrixWorld';

/**
 * Tenant A's single sign-on as the matrix names it (docs/auth.md, "Single sign-on"): a realm
 * named after the client, so an answer holding it holds tenant A's record.
 */
const SETTINGS = {
  issuer: `https://sso.matrix.example/realms/${DEMO.client.name}`,
  clientId: 'dojo-matrix',
  domains: ['matrix-a.example'],
  owner: { claim: 'groups', value: 'dojo-owners' },
  trainer: { claim: 'groups', value: 'dojo-trainers' },
  passwordSignIn: true,
};

/** Tenant A's settings, stored once; answers the revision a save is based on now. */
async function signOnOfA(world: MatrixWorld): Promise<number> {
  const repo = ssoRepo(world.server.store);
  const stored = await repo.settingsOf(DEMO.client.name);
  if (stored) return stored.revision ?? 0;
  const updatedAt = new Date().toISOString();
  const doc = { ...SETTINGS, _id: DEMO.client.name, clientSecret: 'matrix-secret', updatedAt };
  return (await repo.saveSettings(doc, 0))?.revision ?? 0;
}

/** Every send names tenant A's client: its owner and the admin reach it, nobody else. */
const client = { client: DEMO.client.name };

export const SIGN_ON_REQUESTS: Readonly<Record<string, Builder>> = {
  'POST /api/findSignOn': async (world) => {
    await signOnOfA(world);
    return { email: 'm1@matrix-a.example' };
  },
  // A finished sign-on of tenant A's trainer, one per send (a handover is taken once).
  'POST /api/completeSignOn': async (world) => {
    const handover = randomBytes(24).toString('base64url');
    const expiresAt = Date.now() + 60_000;
    await ssoRepo(world.server.store).giveHandover({
      _id: handover,
      username: DEMO.trainer.username,
      expiresAt,
      expireAt: new Date(expiresAt),
    });
    return { handover };
  },
  'GET /api/findStaffSignOn': () => ({}),
  'POST /api/getSignOnSettings': async (world) => {
    await signOnOfA(world);
    return client;
  },
  // The same issuer: a save checks only a changed one's discovery.
  'POST /api/saveSignOnSettings': async (world) => ({
    ...client,
    settings: SETTINGS,
    baseRevision: await signOnOfA(world),
  }),
  // Loopback: refused at once by the outbound rules, answered as a failed test.
  'POST /api/testSignOnIssuer': () => ({
    ...client,
    issuer: `http://127.0.0.1:9/realms/${DEMO.client.name}`,
  }),
};
