import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { ManualClock } from '../../testing/manualClock';
import { codeNow, enrolTotp } from '../../testing/secondFactor';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/testServer';
import { totpCode } from './secondFactor';

let server: TestServer;
let clock: ManualClock;
beforeEach(async () => {
  clock = new ManualClock();
  server = await startTestServer({ LOGIN_RATE_LIMIT: '4' }, undefined, { clock });
});
afterEach(async () => {
  await server.close();
});

// The kit completes the admin's own code step (testing/adminSignIn.ts): the factor's
// mechanics are tried on the author's account, which has none until the test sets one up.
const loginAdmin = () => server.post('/api/loginEditor', TEST_ADMIN);
const loginAuthor = () =>
  server.post('/api/loginEditor', {
    username: DEMO.editor.username,
    password: DEMO.editor.password,
  });
const tokenOf = (answer: { body: unknown }) => (answer.body as { token: string }).token;
const sessionStatus = async (token: string) =>
  (await server.post('/api/session', { token })).status;

describe('setting up an authenticator app', () => {
  it('shows the secret as a QR code and turns it on only with a code from it', async () => {
    const token = tokenOf(await loginAuthor());
    const started = await server.post('/api/startTotpEnrolment', { token });
    expect(started.status).toBe(200);
    const { secret, uri, qrSvg } = started.body as { secret: string; uri: string; qrSvg: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Incident%20Dojo:author\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await server.post('/api/confirmTotpEnrolment', { token, code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'enrolment_code' } });
    expect((await server.post('/api/getSecondFactor', { token })).body).toMatchObject({
      totp: false,
    });

    const code = totpCode(secret, clock.now());
    const confirmed = await server.post('/api/confirmTotpEnrolment', { token, code });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await server.post('/api/getSecondFactor', { token })).body).toMatchObject({
      type: 'success',
      totp: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('keeps the recovery codes only as hashes', async () => {
    const { recoveryCodes, secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const stored = await server.repos.accounts.findByUsername(DEMO.editor.username);
    // Sealed at rest (secretBox.ts): the stored value holds neither the secret nor its codes.
    expect(stored?.totpSecret).toMatch(/^gcm1:/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored?.recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, and the password step token opens nothing', async () => {
    const { secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const first = await loginAuthor();
    expect(first.body).toMatchObject({ type: 'success', role: 'editor', secondFactor: 'totp' });
    const pendingToken = tokenOf(first);
    expect(await sessionStatus(pendingToken)).toBe(401);
    expect((await server.post('/api/getExercises', { token: pendingToken })).status).toBe(401);

    const wrong = await server.post('/api/loginSecondFactor', { pendingToken, code: '123456' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'wrong_code' } });
    const right = await server.post('/api/loginSecondFactor', {
      pendingToken,
      code: codeNow(secret, clock),
    });
    expect(right.body).toMatchObject({ type: 'success', data: 'author', role: 'editor' });
    expect(await sessionStatus(tokenOf(right))).toBe(200);
  });

  it('takes each code once, and the next one 30 s later', async () => {
    const { secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const code = codeNow(secret, clock);
    const once = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code,
    });
    expect(once.status).toBe(200);
    const again = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code,
    });
    expect(again.status).toBe(401);
    clock.advance(30_000);
    const next = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code: codeNow(secret, clock),
    });
    expect(next.status).toBe(200);
  });

  it('takes a code one step late (a phone a little off) but not two', async () => {
    const { secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const late = codeNow(secret, clock);
    clock.advance(30_000);
    const oneStep = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code: late,
    });
    expect(oneStep.status).toBe(200);
    const older = codeNow(secret, clock);
    clock.advance(60_000);
    const twoSteps = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code: older,
    });
    expect(twoSteps.status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const [code] = recoveryCodes;
    const once = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code: code!.toUpperCase(),
    });
    expect(once.status).toBe(200);
    const token = tokenOf(once);
    expect((await server.post('/api/getSecondFactor', { token })).body).toMatchObject({
      recoveryCodesLeft: 9,
    });
    const again = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code,
    });
    expect(again).toMatchObject({ status: 401, body: { code: 'wrong_code' } });
  });

  it('refuses a session token, or anything but the password step token, at the code step', async () => {
    const { secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    const session = await loginAdmin();
    const answer = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(session),
      code: codeNow(secret, clock),
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'session_expired' } });
  });

  it('answers 429 after LOGIN_RATE_LIMIT wrong codes, even with a fresh password step', async () => {
    const { secret } = await enrolTotp(server, tokenOf(await loginAuthor()), clock);
    for (let i = 0; i < 4; i += 1) {
      const pendingToken = tokenOf(await loginAuthor());
      const wrong = await server.post('/api/loginSecondFactor', { pendingToken, code: '999999' });
      expect(wrong.status).toBe(401);
    }
    const blocked = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(await loginAuthor()),
      code: codeNow(secret, clock),
    });
    expect(blocked.status).toBe(429);
  });

  it('asks a portal account for its code too, and answers as the portal login', async () => {
    const login = () =>
      server.post('/api/loginCustomer', {
        filename: DEMO.owner.username,
        password: DEMO.owner.password,
      });
    const { secret } = await enrolTotp(server, tokenOf(await login()), clock);
    const first = await login();
    expect(first.body).toMatchObject({ role: '1', secondFactor: 'totp' });
    const right = await server.post('/api/loginSecondFactor', {
      pendingToken: tokenOf(first),
      code: codeNow(secret, clock),
    });
    expect(right.body).toMatchObject({ data: DEMO.owner.username, role: '1', level: 2 });
    expect(await sessionStatus(tokenOf(right))).toBe(200);
  });

  it('leaves accounts without a second factor signing in with the password alone', async () => {
    const answer = await loginAuthor();
    expect(answer.body).not.toHaveProperty('secondFactor');
    expect(await sessionStatus(tokenOf(answer))).toBe(200);
  });
});

describe('an admin resets a lost second factor', () => {
  it('drops the factor and ends every session; the password alone signs in next', async () => {
    const authorToken = tokenOf(await loginAuthor());
    await enrolTotp(server, authorToken, clock);
    expect((await loginAuthor()).body).toMatchObject({ secondFactor: 'totp' });
    const admin = tokenOf(await loginAdmin());
    const reset = await server.post('/api/resetSecondFactor', {
      token: admin,
      username: DEMO.editor.username,
    });
    expect(reset).toMatchObject({ status: 200, body: { type: 'success' } });
    expect(await server.post('/api/session', { token: authorToken })).toMatchObject({
      status: 401,
      body: { code: 'session_revoked' },
    });
    const next = await loginAuthor();
    expect(next.body).not.toHaveProperty('secondFactor');
    const status = await server.post('/api/getSecondFactor', { token: tokenOf(next) });
    expect(status.body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
  });

  it('answers 404 for a username no account has', async () => {
    const admin = tokenOf(await loginAdmin());
    const reset = await server.post('/api/resetSecondFactor', { token: admin, username: 'nobody' });
    expect(reset.status).toBe(404);
  });
});
