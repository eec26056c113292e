import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { addClient } from '../../testing/orders';
import { signOnSettings, startOidcProvider, type TestProvider } from '../../testing/oidcProvider';
import { signOnBrowser } from '../../testing/signOnBrowser';

let server: TestServer;
let provider: TestProvider;
let ownerToken: string;
const CLIENT = 'acmecorp';
const SECRET = 'a-client-secret-of-the-test-provider';

let settings: ReturnType<typeof signOnSettings>;

beforeAll(async () => {
  server = await startTestServer({ OUTBOUND_ALLOW_PRIVATE: 'true', DEMO_DATA: 'false' });
  provider = await startOidcProvider({
    accounts: [
      { sub: 'alice', email: 'alice@acme.test', groups: ['dojo-trainers'] },
      { sub: 'olivia', email: 'olivia@acme.test', groups: ['staff', 'dojo-owners'] },
      { sub: 'bob', email: 'bob@acme.test', groups: ['dojo-trainers'] },
      { sub: 'eve', email: 'eve@elsewhere.test', groups: ['dojo-trainers'] },
    ],
    clients: [
      {
        clientId: signOnSettings('').clientId,
        clientSecret: SECRET,
        redirectUris: [`${server.url}/api/signOn/callback`],
      },
    ],
  });
  settings = signOnSettings(provider.issuer);
  ownerToken = await addClient(server, { name: CLIENT, level: 1, credit: 10 });
  const saved = await server.post('/api/saveSignOnSettings', {
    token: ownerToken,
    client: CLIENT,
    settings,
    clientSecret: SECRET,
    baseRevision: 0,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 60_000);
afterAll(async () => {
  await server.close();
  await provider.close();
});

const isCallback = (url: URL) => url.pathname === '/api/signOn/callback';

/** Signs in at the provider as `login`, starting from the e-mail typed on the login page. */
async function signOn(email: string, login: string) {
  const browser = signOnBrowser();
  const start = `${server.url}/api/signOn/start?email=${encodeURIComponent(email)}`;
  const callback = await browser.walk(start, login, isCallback);
  const landed = await browser.open(callback);
  return { browser, callback, landed };
}

/** The session a finished sign-on hands over (the web page's call). */
async function complete(landed: URL) {
  expect(landed.pathname).toBe('/sign-on');
  expect(landed.searchParams.get('refused')).toBeNull();
  const answer = await server.post('/api/completeSignOn', { handover: landed.hash.slice(1) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { token: string; role: string; data: string; kind: string };
}

describe('single sign-on with a client identity provider', () => {
  it('finds the client from the e-mail domain, and no one for another domain', async () => {
    const found = await server.post('/api/findSignOn', { email: 'someone@ACME.test' });
    expect(found.body).toMatchObject({ type: 'success', passwordSignIn: true });
    const none = await server.post('/api/findSignOn', { email: 'someone@nowhere.test' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: 'sso_not_set_up', data: SSO_MESSAGES.notSetUp });
  });

  it('signs a trainer in the first time: the account is made from the claims, a trainer', async () => {
    const { landed } = await signOn('alice@acme.test', 'alice');
    const session = await complete(landed);
    expect(session).toMatchObject({ kind: 'customer', role: '01', data: 'alice@acme.test' });
    const who = await server.post('/api/session', { token: session.token });
    expect(who.body).toMatchObject({ user: 'alice@acme.test', client: CLIENT, role: '01' });
    // A handover is taken once.
    const again = await server.post('/api/completeSignOn', { handover: landed.hash.slice(1) });
    expect(again.status).toBe(401);
  });

  it('gives the role the claims give: the owner group makes an owner', async () => {
    const session = await complete((await signOn('olivia@acme.test', 'olivia')).landed);
    expect(session.role).toBe('1');
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const browser = signOnBrowser();
    const start = `${server.url}/api/signOn/start?email=alice@acme.test`;
    const callback = await browser.walk(start, 'alice', isCallback);
    browser.cookies(server.url).set('dojo_sign_on', 'another-state');
    const landed = await browser.open(callback);
    expect(landed.searchParams.get('refused')).toBe('failed');
  });

  it('refuses a callback opened twice (the state is used once)', async () => {
    const { browser, callback, landed } = await signOn('alice@acme.test', 'alice');
    await complete(landed);
    browser.cookies(server.url).set('dojo_sign_on', callback.searchParams.get('state') ?? '');
    expect((await browser.open(callback)).searchParams.get('refused')).toBe('failed');
  });

  describe('refuses an ID token that fails its checks', () => {
    const cases: Array<[string, (claims: Record<string, unknown>) => Record<string, unknown>]> = [
      ['a wrong nonce', (claims) => ({ ...claims, nonce: 'not-the-nonce-sent' })],
      ['an expired token', (claims) => ({ ...claims, iat: 1_600_000_000, exp: 1_600_000_600 })],
      ['a wrong audience', (claims) => ({ ...claims, aud: 'another-relying-party' })],
    ];
    for (const [name, change] of cases)
      it(`refuses ${name}`, async () => {
        provider.changeIdTokens(change);
        try {
          const { landed } = await signOn('alice@acme.test', 'alice');
          expect(landed.searchParams.get('refused')).toBe('failed');
          expect(landed.hash).toBe('');
        } finally {
          provider.changeIdTokens(undefined);
        }
      });
  });

  it('refuses a person whose e-mail domain is not allowed, with its own reason', async () => {
    const { landed } = await signOn('eve@acme.test', 'eve');
    expect(landed.searchParams.get('refused')).toBe('domain');
    expect((await server.post('/api/session', {})).status).toBe(401);
  });

  it('takes access away from a trainer no longer in the group, at the next sign-in', async () => {
    const first = await complete((await signOn('bob@acme.test', 'bob')).landed);
    expect(first.role).toBe('01');
    provider.accounts.set('bob', { sub: 'bob', email: 'bob@acme.test', groups: [] });
    const { landed } = await signOn('bob@acme.test', 'bob');
    expect(landed.searchParams.get('refused')).toBe('role');
    // The session from before ends too.
    expect((await server.post('/api/session', { token: first.token })).status).toBe(401);
  });

  it('refuses a person removed at the provider', async () => {
    provider.accounts.delete('alice');
    try {
      const { landed } = await signOn('alice@acme.test', 'alice');
      expect(landed.searchParams.get('refused')).toBe('failed');
    } finally {
      provider.accounts.set('alice', {
        sub: 'alice',
        email: 'alice@acme.test',
        groups: ['dojo-trainers'],
      });
    }
  });
});

describe('the single sign-on settings', () => {
  it('never answers the secret back, only its last four characters', async () => {
    const answer = await server.post('/api/getSignOnSettings', {
      token: ownerToken,
      client: CLIENT,
    });
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    expect(answer.body).toMatchObject({
      settings: { secretSet: true, secretEnd: SECRET.slice(-4), clientId: 'dojo-acme' },
    });
  });

  it('is not for another client’s owner', async () => {
    const other = await addClient(server, { name: 'otherco', level: 1, credit: 1 });
    const answer = await server.post('/api/getSignOnSettings', { token: other, client: CLIENT });
    expect(answer.status).toBe(404);
  });

  it('turns password sign-in off for the client’s accounts', async () => {
    const off = { ...settings, passwordSignIn: false };
    const read = await server.post('/api/getSignOnSettings', { token: ownerToken });
    const saved = await server.post('/api/saveSignOnSettings', {
      token: ownerToken,
      client: CLIENT,
      settings: off,
      baseRevision: (read.body as { settings: { revision: number } }).settings.revision,
    });
    expect(saved.status).toBe(200);
    const login = await server.post('/api/loginCustomer', {
      filename: CLIENT,
      password: 'owner-pass-1234',
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'password_sign_in_off' });
    // The kept secret still signs people in.
    expect((await complete((await signOn('alice@acme.test', 'alice')).landed)).role).toBe('01');
  });
});
