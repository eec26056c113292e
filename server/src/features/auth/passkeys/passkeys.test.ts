import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../demo/accounts';
import { ManualClock } from '../../../testing/manualClock';
import { SoftAuthenticator } from '../../../testing/softAuthenticator';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../testing/testServer';

const PUBLIC_URL = 'https://dojo.example.com';
const ORIGIN = PUBLIC_URL;

let server: TestServer;
let clock: ManualClock;
beforeEach(async () => {
  clock = new ManualClock();
  server = await startTestServer({ PUBLIC_URL }, undefined, { clock });
});
afterEach(async () => {
  await server.close();
});

type Body = Record<string, unknown> & { token: string; ceremony: string; options: Options };
interface Options {
  challenge: string;
  rp: { id: string };
  rpId: string;
  allowCredentials?: { id: string }[];
}
const bodyOf = (answer: { body: unknown }) => answer.body as Body;
const loginAuthor = async () =>
  bodyOf(
    await server.post('/api/loginEditor', {
      username: DEMO.editor.username,
      password: DEMO.editor.password,
    }),
  );

/** The author adds `authenticator` as a passkey named `name`; answers the finishing call. */
async function addPasskey(token: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const { ceremony, options } = bodyOf(
    await server.post('/api/startPasskeyRegistration', { token }),
  );
  const response = authenticator.register(options, ORIGIN);
  return server.post('/api/finishPasskeyRegistration', { token, ceremony, name, response });
}

/** The password step, then the passkey step's options. */
async function startSignIn() {
  const pendingToken = (await loginAuthor()).token;
  const started = bodyOf(await server.post('/api/startPasskeySignIn', { pendingToken }));
  return { pendingToken, ...started };
}

async function auditKinds(kind: string): Promise<{ person: string; detail: string }[]> {
  const admin = bodyOf(await server.post('/api/loginEditor', TEST_ADMIN)).token;
  const answer = await server.post('/api/getAuditLog', { token: admin, kind });
  return (answer.body as { entries: { person: string; detail: string }[] }).entries;
}

describe('adding a passkey', () => {
  it('makes the options for the configured site and keeps the passkey under its name', async () => {
    const { token } = await loginAuthor();
    const started = bodyOf(await server.post('/api/startPasskeyRegistration', { token }));
    expect(started.options.rp.id).toBe('dojo.example.com');
    const added = await addPasskey(token, new SoftAuthenticator(), 'Work laptop');
    expect(added).toMatchObject({ status: 200, body: { type: 'success' } });
    expect(await server.post('/api/session', { token: bodyOf(added).token })).toMatchObject({
      status: 200,
    });
    const listed = await server.post('/api/listPasskeys', { token });
    expect(listed.body).toMatchObject({ passkeys: [{ name: 'Work laptop' }] });
    expect(await auditKinds('factor_enrolled')).toContainEqual(
      expect.objectContaining({ person: 'author', detail: 'Passkey “Work laptop”' }),
    );
  });

  it('gives recovery codes with a first passkey and no authenticator app, each good once', async () => {
    const { token } = await loginAuthor();
    const codes = bodyOf(await addPasskey(token, new SoftAuthenticator())).recoveryCodes;
    expect(codes).toHaveLength(10);
    const second = bodyOf(await addPasskey(token, new SoftAuthenticator(), 'Phone'));
    expect(second.recoveryCodes).toBeUndefined();
    // The code step takes one in place of the passkey, once.
    const [code] = codes as string[];
    const signIn = async () =>
      server.post('/api/loginSecondFactor', { pendingToken: (await loginAuthor()).token, code });
    expect(await signIn()).toMatchObject({ status: 200 });
    expect(await signIn()).toMatchObject({ status: 401 });
  });

  it('refuses a passkey made for another site', async () => {
    const { token } = await loginAuthor();
    const { ceremony, options } = bodyOf(
      await server.post('/api/startPasskeyRegistration', { token }),
    );
    const response = new SoftAuthenticator().register(options, 'https://phishing.example');
    const refused = await server.post('/api/finishPasskeyRegistration', {
      token,
      ceremony,
      name: 'Laptop',
      response,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'passkey_invalid' } });
  });

  it('refuses a challenge past its five minutes, and one used already', async () => {
    const { token } = await loginAuthor();
    const { ceremony, options } = bodyOf(
      await server.post('/api/startPasskeyRegistration', { token }),
    );
    clock.advance(5 * 60_000 + 1);
    const response = new SoftAuthenticator().register(options, ORIGIN);
    const late = await server.post('/api/finishPasskeyRegistration', {
      token,
      ceremony,
      name: 'Laptop',
      response,
    });
    expect(late).toMatchObject({ status: 400, body: { code: 'passkey_ceremony' } });

    const authenticator = new SoftAuthenticator();
    const fresh = bodyOf(await server.post('/api/startPasskeyRegistration', { token }));
    const answer = authenticator.register(fresh.options, ORIGIN);
    const send = () =>
      server.post('/api/finishPasskeyRegistration', {
        token,
        ceremony: fresh.ceremony,
        name: 'Laptop',
        response: answer,
      });
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 400, body: { code: 'passkey_ceremony' } });
  });
});

describe('signing in with a passkey', () => {
  it('asks for the passkey after the password, and its answer completes the sign-in', async () => {
    const authenticator = new SoftAuthenticator();
    await addPasskey((await loginAuthor()).token, authenticator);
    const first = await loginAuthor();
    expect(first).toMatchObject({ secondFactor: 'passkey', factors: ['passkey'] });
    const { pendingToken, ceremony, options } = await startSignIn();
    expect(options.rpId).toBe('dojo.example.com');
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const response = authenticator.assert(options, ORIGIN);
    const signedIn = await server.post('/api/finishPasskeySignIn', {
      pendingToken,
      ceremony,
      response,
    });
    expect(signedIn).toMatchObject({ status: 200, body: { data: 'author', role: 'editor' } });
    expect((await server.post('/api/session', { token: bodyOf(signedIn).token })).status).toBe(200);
    const listed = await server.post('/api/listPasskeys', { token: bodyOf(signedIn).token });
    expect(listed.body).toMatchObject({ passkeys: [{ lastUsedAt: expect.any(String) }] });
  });

  it('refuses a passkey the account does not have, and records it', async () => {
    await addPasskey((await loginAuthor()).token, new SoftAuthenticator());
    const { pendingToken, ceremony, options } = await startSignIn();
    const response = new SoftAuthenticator().assert(options, ORIGIN);
    const refused = await server.post('/api/finishPasskeySignIn', {
      pendingToken,
      ceremony,
      response,
    });
    expect(refused).toMatchObject({ status: 401, body: { code: 'passkey_refused' } });
    expect(await auditKinds('passkey_failed')).toContainEqual(
      expect.objectContaining({ person: 'author' }),
    );
  });

  it('takes each challenge once and for five minutes only', async () => {
    const authenticator = new SoftAuthenticator();
    await addPasskey((await loginAuthor()).token, authenticator);
    const { pendingToken, ceremony, options } = await startSignIn();
    const response = authenticator.assert(options, ORIGIN);
    const send = () =>
      server.post('/api/finishPasskeySignIn', { pendingToken, ceremony, response });
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 400, body: { code: 'passkey_ceremony' } });

    const late = await startSignIn();
    clock.advance(5 * 60_000 + 1);
    const answer = authenticator.assert(late.options, ORIGIN);
    const refused = await server.post('/api/finishPasskeySignIn', {
      pendingToken: late.pendingToken,
      ceremony: late.ceremony,
      response: answer,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'passkey_ceremony' } });
  });

  it('refuses an answer whose counter went back (a cloned passkey)', async () => {
    const authenticator = new SoftAuthenticator();
    await addPasskey((await loginAuthor()).token, authenticator);
    const once = await startSignIn();
    const first = authenticator.assert(once.options, ORIGIN);
    expect(
      (await server.post('/api/finishPasskeySignIn', { ...pick(once), response: first })).status,
    ).toBe(200);
    authenticator.counter = 0;
    const again = await startSignIn();
    const cloned = authenticator.assert(again.options, ORIGIN);
    const refused = await server.post('/api/finishPasskeySignIn', {
      ...pick(again),
      response: cloned,
    });
    expect(refused).toMatchObject({ status: 401, body: { code: 'passkey_refused' } });
  });

  it('refuses a removed passkey, and records the removal', async () => {
    const authenticator = new SoftAuthenticator();
    const { token } = await loginAuthor();
    await addPasskey(token, authenticator, 'Old key');
    await addPasskey(token, new SoftAuthenticator(), 'New key');
    const removed = await server.post('/api/removePasskey', {
      token,
      passkey: authenticator.credentialId,
    });
    expect(removed).toMatchObject({ status: 200, body: { type: 'success' } });
    const again = await server.post('/api/removePasskey', {
      token,
      passkey: authenticator.credentialId,
    });
    expect(again.status).toBe(404);
    expect(await auditKinds('factor_removed')).toContainEqual(
      expect.objectContaining({ person: 'author', detail: 'Passkey “Old key”' }),
    );
    const { pendingToken, ceremony, options } = await startSignIn();
    const response = authenticator.assert(options, ORIGIN);
    const refused = await server.post('/api/finishPasskeySignIn', {
      pendingToken,
      ceremony,
      response,
    });
    expect(refused).toMatchObject({ status: 401, body: { code: 'passkey_refused' } });
  });

  it('goes with the admin’s factor reset: the next sign-in is the password alone', async () => {
    await addPasskey((await loginAuthor()).token, new SoftAuthenticator());
    const admin = bodyOf(await server.post('/api/loginEditor', TEST_ADMIN)).token;
    const reset = await server.post('/api/resetSecondFactor', {
      token: admin,
      username: DEMO.editor.username,
    });
    expect(reset.status).toBe(200);
    const next = await loginAuthor();
    expect(next).not.toHaveProperty('secondFactor');
    expect(await server.post('/api/listPasskeys', { token: next.token })).toMatchObject({
      body: { passkeys: [] },
    });
  });
});

describe('Forget person', () => {
  it('removes the passkeys of the accounts with that address', async () => {
    await addPasskey((await loginAuthor()).token, new SoftAuthenticator(), 'Home key');
    const admin = bodyOf(await server.post('/api/loginEditor', TEST_ADMIN)).token;
    const forgot = await server.post('/api/forgetPerson', {
      token: admin,
      email: DEMO.editor.email,
    });
    expect(forgot.status).toBe(200);
    const stored = await server.repos.accounts.findByUsername(DEMO.editor.username);
    expect(stored?.passkeys).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain('Home key');
  });
});

const pick = ({ pendingToken, ceremony }: { pendingToken: string; ceremony: string }) => ({
  pendingToken,
  ceremony,
});
