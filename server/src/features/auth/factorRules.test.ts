import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { PROTOCOL_VERSION, SECOND_FACTOR } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { ManualClock } from '../../testing/manualClock';
import { enrolTotp } from '../../testing/secondFactor';
import { totpCode } from './secondFactor';
import {
  NO_ADMIN_FACTOR,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../../testing/testServer';

let server: TestServer;
let clock: ManualClock;
beforeEach(async () => {
  clock = new ManualClock();
  server = await startTestServer(NO_ADMIN_FACTOR, undefined, { clock });
});
afterEach(async () => {
  await server.close();
});

const tokenOf = (answer: { body: unknown }) => (answer.body as { token: string }).token;
const signIn = async (path: string, body: object) => {
  const answer = await server.post(path, body);
  expect(answer.status).toBe(200);
  return tokenOf(answer);
};
const admin = () => signIn('/api/loginEditor', TEST_ADMIN);
const author = () => signIn('/api/loginEditor', DEMO.editor);
const DEMO_TRAINER = { filename: DEMO.trainer.username, password: DEMO.trainer.password };
const trainer = () => signIn('/api/loginCustomer', DEMO_TRAINER);
const owner = () =>
  signIn('/api/loginCustomer', { filename: DEMO.owner.username, password: DEMO.owner.password });

/** An admin-only call: 404 (no such account) when let through. */
const adminCall = (token: string) =>
  server.post('/api/resetSecondFactor', { token, username: 'nobody' });
/** A call any account makes: 200 when let through. */
const accountCall = (token: string) => server.post('/api/getOrganisations', { token });

/** Why the socket handshake refused the token, or 'connected'. */
function handshake(token: string): Promise<string> {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  }).finally(() => socket.disconnect());
}

const REQUIRED = { status: 403, body: { code: 'second_factor_required' } };

describe('an admin must have a second factor before any admin call answers', () => {
  it('refuses an admin without one, on a call and on the socket, in the product’s words', async () => {
    const token = await admin();
    const refused = await adminCall(token);
    expect(refused).toMatchObject(REQUIRED);
    expect(refused.body).toMatchObject({ data: SECOND_FACTOR.required });
    expect(await handshake(token)).toBe(SECOND_FACTOR.required);
  });

  it('still lets it set one up, see its session and sign out', async () => {
    const token = await admin();
    expect((await server.post('/api/session', { token })).status).toBe(200);
    expect((await server.post('/api/getSecondFactor', { token })).body).toMatchObject({
      totp: false,
      required: true,
    });
    expect((await server.post('/api/listSessions', { token })).status).toBe(200);
    expect((await server.post('/api/logout', { token })).status).toBe(200);
  });

  it('answers once it is set up, with the token the enrolment gives', async () => {
    const token = await admin();
    const started = await server.post('/api/startTotpEnrolment', { token });
    const { secret } = started.body as { secret: string };
    const confirmed = await server.post('/api/confirmTotpEnrolment', {
      token,
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.status).toBe(200);
    const withFactor = tokenOf(confirmed);
    expect((await adminCall(withFactor)).status).toBe(404);
    expect(await handshake(withFactor)).toBe('connected');
    // The session signed in before, with the password alone, is refused: log in again.
    expect(await adminCall(token)).toMatchObject({
      status: 401,
      body: { code: 'second_factor_session', data: SECOND_FACTOR.sessionWithoutFactor },
    });
  });
});

describe('a client owner can require it for the client’s trainers', () => {
  it('refuses the trainers once required, until they set one up; audited', async () => {
    const trainerToken = await trainer();
    expect((await accountCall(trainerToken)).status).toBe(200);
    const ownerToken = await owner();
    const set = await server.post('/api/setSecondFactorRule', {
      token: ownerToken,
      rule: 'trainers',
      required: true,
    });
    expect(set).toMatchObject({ status: 200, body: { data: SECOND_FACTOR.ruleSaved } });
    const rules = await server.post('/api/getSecondFactorRules', { token: ownerToken });
    expect(rules.body).toEqual({ type: 'success', trainers: true });
    expect(await accountCall(trainerToken)).toMatchObject(REQUIRED);
    // The owner is not a trainer: the rule leaves them alone.
    expect((await accountCall(ownerToken)).status).toBe(200);

    const { secret } = await enrolTotp(server, trainerToken, clock);
    // Set up in that session: the session itself stays one without the factor.
    expect(await accountCall(trainerToken)).toMatchObject({ status: 401 });
    const pendingToken = tokenOf(await server.post('/api/loginCustomer', DEMO_TRAINER));
    const code = totpCode(secret, clock.now());
    const full = tokenOf(await server.post('/api/loginSecondFactor', { pendingToken, code }));
    expect((await accountCall(full)).status).toBe(200);

    const log = await server.post('/api/getAuditLog', {
      token: ownerToken,
      kind: 'factor_rule_changed',
    });
    expect(log.body).toMatchObject({
      entries: [
        {
          person: DEMO.owner.username,
          client: DEMO.client.name,
          detail: 'Two-step sign-in required for trainers',
        },
      ],
    });
  });

  it('lets the owner set only their trainers’ rule, and nobody else set any', async () => {
    const ownerToken = await owner();
    const authors = { token: ownerToken, rule: 'authors', required: true };
    expect((await server.post('/api/setSecondFactorRule', authors)).status).toBe(403);
    const trainerToken = await trainer();
    const asTrainer = { token: trainerToken, rule: 'trainers', required: false };
    expect((await server.post('/api/setSecondFactorRule', asTrainer)).status).toBe(403);
  });
});

describe('the admin can require it for authors', () => {
  it('refuses the authors once required, and lets one through after setting one up', async () => {
    const withFactor = await startTestServer(); // the kit's admin, with its factor
    try {
      const post = withFactor.post;
      const adminToken = tokenOf(await post('/api/loginEditor', TEST_ADMIN));
      const authorToken = tokenOf(await post('/api/loginEditor', DEMO.editor));
      const call = (token: string) => post('/api/getOrganisations', { token });
      expect((await call(authorToken)).status).toBe(200);
      const set = { token: adminToken, rule: 'authors', required: true };
      expect((await post('/api/setSecondFactorRule', set)).status).toBe(200);
      expect(await call(authorToken)).toMatchObject(REQUIRED);
      const rules = await post('/api/getSecondFactorRules', { token: adminToken });
      expect(rules.body).toEqual({ type: 'success', authors: true });
      const trainers = { token: adminToken, rule: 'trainers', required: true };
      expect((await post('/api/setSecondFactorRule', trainers)).status).toBe(403);

      const started = await post('/api/startTotpEnrolment', { token: authorToken });
      const { secret } = started.body as { secret: string };
      const confirmed = await post('/api/confirmTotpEnrolment', {
        token: authorToken,
        code: totpCode(secret, Date.now()),
      });
      expect((await call(tokenOf(confirmed))).status).toBe(200);
      const log = await post('/api/getAuditLog', {
        token: adminToken,
        kind: 'factor_rule_changed',
      });
      expect(log.body).toMatchObject({
        entries: [{ person: TEST_ADMIN.username, detail: 'Two-step sign-in required for authors' }],
      });
    } finally {
      await withFactor.close();
    }
  });

  it('leaves authors alone while not required', async () => {
    expect((await accountCall(await author())).status).toBe(200);
  });
});
