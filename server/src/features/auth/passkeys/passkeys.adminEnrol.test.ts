import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../testing/softAuthenticator';
import {
  NO_ADMIN_FACTOR,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../../../testing/testServer';

const PUBLIC_URL = 'https://dojo.example.com';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ ...NO_ADMIN_FACTOR, PUBLIC_URL });
});
afterEach(async () => {
  await server.close();
});

type Body = Record<string, unknown> & {
  token: string;
  ceremony: string;
  options: { challenge: string; rp: { id: string }; rpId: string };
};
const bodyOf = (answer: { body: unknown }) => answer.body as Body;
/** An admin call: answers 404 for the unknown username once the admin is let through. */
const adminCall = (token: string) =>
  server.post('/api/resetSecondFactor', { token, username: 'nobody' });

describe('an admin without a second factor', () => {
  it('adds a passkey as its factor, then goes on with the token that answers', async () => {
    const { token } = bodyOf(await server.post('/api/loginEditor', TEST_ADMIN));
    expect(await adminCall(token)).toMatchObject({
      status: 403,
      body: { code: 'second_factor_required' },
    });
    const authenticator = new SoftAuthenticator();
    const started = await server.post('/api/startPasskeyRegistration', { token });
    expect(started.status).toBe(200);
    const { ceremony, options } = bodyOf(started);
    const added = await server.post('/api/finishPasskeyRegistration', {
      token,
      ceremony,
      name: 'Admin key',
      response: authenticator.register(options, PUBLIC_URL),
    });
    expect(added.status).toBe(200);
    expect((await adminCall(bodyOf(added).token)).status).toBe(404);
    // The session without the factor stays refused; the next login asks for the passkey.
    expect((await adminCall(token)).status).toBe(401);
    const next = bodyOf(await server.post('/api/loginEditor', TEST_ADMIN));
    expect(next).toMatchObject({ secondFactor: 'passkey', factors: ['passkey'] });
    const status = await server.post('/api/getSecondFactor', { token: bodyOf(added).token });
    expect(status.body).toMatchObject({ totp: false, passkeys: 1, required: true });

    const step = bodyOf(await server.post('/api/startPasskeySignIn', { pendingToken: next.token }));
    const signedIn = await server.post('/api/finishPasskeySignIn', {
      pendingToken: next.token,
      ceremony: step.ceremony,
      response: authenticator.assert(step.options, PUBLIC_URL),
    });
    expect(signedIn).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect((await adminCall(bodyOf(signedIn).token)).status).toBe(404);
  });
});
