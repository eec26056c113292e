import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { startOidcProvider, type TestProvider } from '../../testing/oidcProvider';
import { signOnBrowser } from '../../testing/signOnBrowser';

let server: TestServer;
let provider: TestProvider;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({
    accounts: [
      { sub: 'sam', email: 'sam@dojo.test', groups: ['dojo-admins'] },
      { sub: 'ana', email: 'ana@dojo.test', groups: ['dojo-authors'] },
      { sub: 'max', email: 'max@elsewhere.test', groups: ['dojo-admins'] },
    ],
    clients: [
      {
        clientId: 'dojo-staff',
        clientSecret: 'the-staff-secret',
        redirectUris: [`http://127.0.0.1:${port}/api/signOn/callback`],
      },
    ],
  });
  server = await startTestServer({
    PORT: String(port),
    OUTBOUND_ALLOW_PRIVATE: 'true',
    DEMO_DATA: 'false',
    SSO_STAFF_ISSUER: provider.issuer,
    SSO_STAFF_CLIENT_ID: 'dojo-staff',
    SSO_STAFF_CLIENT_SECRET: 'the-staff-secret',
    SSO_STAFF_DOMAINS: 'dojo.test',
    SSO_STAFF_ADMIN_CLAIM: 'groups=dojo-admins',
    SSO_STAFF_EDITOR_CLAIM: 'groups=dojo-authors',
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await provider.close();
});

async function staffSignOn(login: string) {
  const browser = signOnBrowser();
  const isCallback = (url: URL) => url.pathname === '/api/signOn/callback';
  const callback = await browser.walk(`${server.url}/api/signOn/staff`, login, isCallback);
  return browser.open(callback);
}

describe('single sign-on for the platform staff (the operator’s provider)', () => {
  it('makes an admin and an author from the claims the operator named', async () => {
    for (const [login, role] of [
      ['sam', 'admin'],
      ['ana', 'editor'],
    ] as const) {
      const landed = await staffSignOn(login);
      const answer = await server.post('/api/completeSignOn', { handover: landed.hash.slice(1) });
      expect(answer.body).toMatchObject({ kind: 'staff', role, data: `${login}@dojo.test` });
      // Signed in through the provider, trusted for the second factor: an admin call answers.
      const { token } = answer.body as { token: string };
      const rules = await server.post('/api/getSecondFactorRules', { token });
      expect(rules.status).toBe(role === 'admin' ? 200 : 403);
    }
  });

  it('refuses a staff e-mail outside SSO_STAFF_DOMAINS', async () => {
    const landed = await staffSignOn('max');
    expect(landed.searchParams.get('refused')).toBe('domain');
  });
});
