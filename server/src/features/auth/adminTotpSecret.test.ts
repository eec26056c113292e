import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/manualClock';
import {
  NO_ADMIN_FACTOR,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../../testing/testServer';
import { newTotpSecret, totpCode } from './secondFactor';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The admin's stored secret, opened with the server's key (it is sealed at rest). */
async function storedSecret(running: TestServer): Promise<string | undefined> {
  const admin = await running.repos.accounts.findByUsername(TEST_ADMIN.username);
  if (admin?.totpSecret === undefined) return undefined;
  expect(admin.totpSecret).toMatch(/^gcm1:/);
  return running.shared.secondFactorSecrets.open(admin.totpSecret, admin.username);
}

describe('ADMIN_TOTP_SECRET', () => {
  it('gives the first admin the operator’s secret: a script signs in with its code', async () => {
    const clock = new ManualClock();
    const secret = newTotpSecret();
    server = await startTestServer({ ADMIN_TOTP_SECRET: secret }, undefined, { clock });
    const first = await server.post('/api/loginEditor', TEST_ADMIN);
    expect(first.body).toMatchObject({ role: 'admin', secondFactor: 'totp' });
    const pendingToken = (first.body as { token: string }).token;
    const signedIn = await server.post('/api/loginSecondFactor', {
      pendingToken,
      code: totpCode(secret, clock.now()),
    });
    expect(signedIn).toMatchObject({ status: 200, body: { role: 'admin' } });
  });

  it('leaves an admin’s own authenticator app in place at the next start', async () => {
    const first = await startTestServer(NO_ADMIN_FACTOR);
    const own = newTotpSecret();
    // Written in clear, as a release before sealing did: the next start seals it.
    await first.repos.accounts.giveAdminTotpSecret(TEST_ADMIN.username, own, 'then');
    await first.close();
    server = await startTestServer({ ADMIN_TOTP_SECRET: newTotpSecret() }, first.dataDir);
    expect(await storedSecret(server)).toBe(own);
  });

  it('gives an admin made before the setting the secret at the next start', async () => {
    const first = await startTestServer(NO_ADMIN_FACTOR);
    await first.close();
    const secret = newTotpSecret();
    server = await startTestServer({ ADMIN_TOTP_SECRET: secret }, first.dataDir);
    expect(await storedSecret(server)).toBe(secret);
  });

  it('refuses a secret that is not base32 or too short to be safe', async () => {
    await expect(startTestServer({ ADMIN_TOTP_SECRET: 'short' })).rejects.toThrow(
      /ADMIN_TOTP_SECRET must be base32/,
    );
  });
});
