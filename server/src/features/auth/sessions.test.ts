import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { accountsRepo } from './accounts.repo';
import { hashPassword } from './password';
import { AUDIENCE, ISSUER, loadSecret } from './tokens';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function loginOwner(): Promise<string> {
  const { body } = await server.post('/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });
  return (body as { token: string }).token;
}

const sessionStatus = async (token: string) =>
  (await server.post('/api/session', { token })).status;

/** A token signed with the server's own key but with the given claims left out. */
async function signedWithout(omit: 'exp' | 'iat'): Promise<string> {
  const secret = await loadSecret(server.store);
  let jwt = new SignJWT({ kind: 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(DEMO.owner.username)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE);
  if (omit !== 'iat') jwt = jwt.setIssuedAt();
  if (omit !== 'exp') jwt = jwt.setExpirationTime('1h');
  return jwt.sign(secret);
}

describe('session tokens', () => {
  it('refuses a token without an expiry (exp) with 401', async () => {
    expect(await sessionStatus(await signedWithout('exp'))).toBe(401);
  });

  it('refuses a token without an issue time (iat) with 401', async () => {
    expect(await sessionStatus(await signedWithout('iat'))).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const other = await new SignJWT({ kind: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(DEMO.owner.username)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(randomBytes(48));
    expect(await sessionStatus(other)).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session of the token it is called with, and only that one', async () => {
    const kept = await loginOwner();
    const ended = await loginOwner();
    const { status, body } = await server.post('/api/logout', { token: ended });
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', data: 'You are logged out.' });
    const refused = await server.post('/api/session', { token: ended });
    expect(refused).toMatchObject({
      status: 401,
      body: { type: 'failed', data: 'Your session has ended. Please log in again.' },
    });
    expect(await sessionStatus(kept)).toBe(200);
  });

  it('with everywhere, ends every session of the account', async () => {
    const first = await loginOwner();
    const second = await loginOwner();
    await server.post('/api/logout', { token: second, everywhere: true });
    expect(await sessionStatus(first)).toBe(401);
    expect(await sessionStatus(second)).toBe(401);
    expect(await sessionStatus(await loginOwner())).toBe(200);
  });

  it('stays in force after a restart', async () => {
    const token = await loginOwner();
    await server.post('/api/logout', { token });
    server = await server.restart();
    expect(await sessionStatus(token)).toBe(401);
  });
});

describe('revocation', () => {
  it('a password change ends every session of the account', async () => {
    const token = await loginOwner();
    await accountsRepo(server.store).changePassword(
      DEMO.owner.username,
      await hashPassword('a-brand-new-password'),
    );
    expect(await sessionStatus(token)).toBe(401);
  });

  it('a removed account loses access at once', async () => {
    const token = await loginOwner();
    await accountsRepo(server.store).remove(DEMO.owner.username);
    expect(await sessionStatus(token)).toBe(401);
  });
});
