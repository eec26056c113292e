import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/accounts';
import { loginTokens } from '../testing/backOffice';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string>): Promise<TestServer> {
  server = await startTestServer(env);
  return server;
}

const failedLogin = (s: TestServer, username: string, from?: string) =>
  s.post(
    '/api/loginCustomer',
    { filename: username, password: 'not-the-password' },
    from ? { 'x-forwarded-for': from } : {},
  );

describe('login limits', () => {
  it('slows, never locks, a username others failed on from many addresses (LOGIN_USER_RATE_LIMIT)', async () => {
    const s = await start({
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '10',
      LOGIN_USER_RATE_LIMIT: '30',
      LOGIN_SLOWDOWN_MS: '400',
    });
    // 30 failures from 3 addresses: the default per-username count, spent.
    for (let i = 0; i < 30; i += 1)
      expect((await failedLogin(s, DEMO.owner.username, `203.0.113.${i % 3}`)).status).toBe(401);
    const right = { filename: DEMO.owner.username, password: DEMO.owner.password };
    const began = performance.now();
    const owner = await s.post('/api/loginCustomer', right, { 'x-forwarded-for': '198.51.100.7' });
    expect(owner.status).toBe(200);
    expect(performance.now() - began).toBeGreaterThanOrEqual(400);
    // A wrong password from yet another address is slowed and refused as wrong, not locked.
    expect((await failedLogin(s, DEMO.owner.username, '198.51.100.8')).status).toBe(401);
    // The addresses that failed ten times each are the ones refused.
    expect(
      (await s.post('/api/loginCustomer', right, { 'x-forwarded-for': '203.0.113.0' })).status,
    ).toBe(429);
  });

  it('limits failed logins per address across usernames (LOGIN_ADDRESS_RATE_LIMIT)', async () => {
    const s = await start({ LOGIN_ADDRESS_RATE_LIMIT: '5' });
    for (let i = 1; i <= 5; i += 1) expect((await failedLogin(s, `user${i}`)).status).toBe(401);
    expect((await failedLogin(s, 'someone-else')).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const s = await start({ LOGIN_RATE_LIMIT: '3' });
    for (let i = 1; i <= 3; i += 1)
      expect((await failedLogin(s, 'acmecorp', `198.51.100.${i}`)).status).toBe(401);
    expect((await failedLogin(s, 'acmecorp', '198.51.100.77')).status).toBe(429);
  });

  it('never counts a right password, so its owner is not locked out', async () => {
    const s = await start({ LOGIN_RATE_LIMIT: '2' });
    const right = { filename: DEMO.owner.username, password: DEMO.owner.password };
    for (let i = 0; i < 5; i += 1)
      expect((await s.post('/api/loginCustomer', right)).status).toBe(200);
  });
});

describe('request limits per address', () => {
  it('answers 429 with Retry-After past ANONYMOUS_RATE_LIMIT anonymous calls a minute', async () => {
    const s = await start({ ANONYMOUS_RATE_LIMIT: '20' });
    for (let i = 0; i < 20; i += 1)
      expect((await s.get('/api/getPortalScenarios')).status).toBe(200);
    const blocked = await s.get('/api/getPortalScenarios');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      type: 'failed',
      data: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a credential that does not verify as anonymous', async () => {
    const s = await start({ ANONYMOUS_RATE_LIMIT: '3' });
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.AAAA';
    for (let i = 0; i < 3; i += 1)
      expect((await s.post('/api/session', { token: forged })).status).toBe(401);
    expect((await s.post('/api/session', { token: forged })).status).toBe(429);
    expect((await s.post('/api/session', {}, { authorization: `Bearer ${forged}` })).status).toBe(
      429,
    );
  });

  it('limits exercise and facilitator link look-ups tighter (TOKEN_RATE_LIMIT)', async () => {
    const s = await start({ TOKEN_RATE_LIMIT: '5' });
    for (let i = 0; i < 5; i += 1)
      expect((await s.post('/api/loginToken', { token: `guess-${i}` })).status).toBe(200);
    expect((await s.post('/api/loginJWTFacilitator', { token: 'guess' })).status).toBe(429);
    expect((await s.get('/api/getPortalScenarios')).status).toBe(200);
  });

  it('limits uploads (UPLOAD_RATE_LIMIT)', async () => {
    const s = await start({ UPLOAD_RATE_LIMIT: '2' });
    const { staff } = await loginTokens(s);
    const send = async () => {
      const form = new FormData();
      form.append('videoName', 'x');
      return fetch(`${s.url}/api/uploadVideo`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${staff}` },
      });
    };
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(429);
  });
});
