import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { startOidcProvider, type TestProvider } from '../../server/src/testing/oidcProvider';

let app: AppServer;
let provider: TestProvider;
let browser: BrowserSession;
const SECRET = 'the-acme-client-secret-at-its-provider';

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

async function post(path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({
    accounts: [{ sub: 'tara', email: 'tara@acme.test', groups: ['dojo-trainers'] }],
    clients: [
      {
        clientId: 'dojo',
        clientSecret: SECRET,
        redirectUris: [`http://127.0.0.1:${port}/api/signOn/callback`],
      },
    ],
  });
  app = await startAppServer({ PORT: String(port), OUTBOUND_ALLOW_PRIVATE: 'true' });
  const admin = await post('/api/loginEditor', { username: 'admin', password: 'admin-pass-1234' });
  const saved = await post('/api/saveSignOnSettings', {
    token: admin.body.token,
    client: 'acmecorp',
    clientSecret: SECRET,
    settings: {
      issuer: provider.issuer,
      clientId: 'dojo',
      domains: ['acme.test'],
      owner: { claim: 'groups', value: 'dojo-owners' },
      trainer: { claim: 'groups', value: 'dojo-trainers' },
      passwordSignIn: true,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
});

describe('single sign-on through a client identity provider', () => {
  it('a trainer signs in with the company provider and lands in the portal as a trainer', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Sign in with your company' }).waitFor();
    await expectNoAxeViolations(page, 'login: sign in with your company');
    await page.getByLabel('Work e-mail').fill('tara@acme.test');
    await page.getByRole('button', { name: 'Sign in with your company' }).click();
    // The provider's own pages: its login form, then its consent.
    await page.getByPlaceholder('Enter any login').fill('tara');
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const agree = page.getByRole('button', { name: 'I agree to NDA' });
    const library = page.getByRole('heading', { name: 'Exercise Library' });
    await Promise.race([agree.waitFor(), library.waitFor()]);
    if (await agree.isVisible()) await agree.click();
    await library.waitFor();
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (/token/i.test(key) && localStorage.getItem(key)?.startsWith('ey'))
          return localStorage.getItem(key);
      return null;
    });
    const session = await post('/api/session', { token });
    expect(session.body).toMatchObject({ user: 'tara@acme.test', client: 'acmecorp', role: '01' });
  });

  it('shows why a sign-on was refused, in words, with a way back', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/sign-on?refused=domain`);
    await page
      .getByRole('alert')
      .getByText(/e-mail domain is not allowed/)
      .waitFor();
    await page.getByRole('link', { name: 'Back to sign-in' }).waitFor();
    await expectNoAxeViolations(page, 'sign-on: refused');
  });
});
