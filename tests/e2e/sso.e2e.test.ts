import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';
import { portalLogIn } from './support/reports';
import { openAdminTab } from './support/adminConsole';
import { EDITOR_ADMIN, editorLogIn } from './support/editorSession';
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
  const redirectUris = [`http://127.0.0.1:${port}/api/signOn/callback`];
  provider = await startOidcProvider({
    accounts: [
      { sub: 'tara', email: 'tara@acme.test', groups: ['dojo-trainers'] },
      { sub: 'sam', email: 'sam@dojo.test', groups: ['dojo-authors'] },
    ],
    clients: [
      { clientId: 'dojo', clientSecret: SECRET, redirectUris },
      { clientId: 'dojo-staff', clientSecret: 'the-staff-secret', redirectUris },
    ],
  });
  app = await startAppServer({
    PORT: String(port),
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SSO_STAFF_ISSUER: provider.issuer,
    SSO_STAFF_CLIENT_ID: 'dojo-staff',
    SSO_STAFF_CLIENT_SECRET: 'the-staff-secret',
    SSO_STAFF_EDITOR_CLAIM: 'groups=dojo-authors',
  });
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
});

describe('single sign-on through a client identity provider', () => {
  it('the client owner sets single sign-on up on its Dashboard, tested before it is saved', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/dashboard`);
    await page.locator('summary', { hasText: 'Single sign-on' }).click();
    const panel = page.locator('.sso-settings');
    await panel.getByText('No single sign-on yet').waitFor();
    await panel.getByText(`${app.url}/api/signOn/callback`).waitFor();
    await panel.getByLabel('Issuer').fill(provider.issuer);
    await panel.getByRole('button', { name: 'Test connection' }).click();
    await panel.getByRole('status').getByText(`The issuer ${provider.issuer} answered`).waitFor();
    await panel.getByLabel('Client id').fill('dojo');
    await panel.getByLabel('Client secret').fill(SECRET);
    await panel.getByLabel('Allowed e-mail domains').fill('acme.test');
    const owner = panel.getByRole('group', { name: 'Makes an owner' });
    await owner.getByLabel('Value').fill('dojo-owners');
    const trainer = panel.getByRole('group', { name: 'Makes a trainer' });
    await trainer.getByLabel('Value').fill('dojo-trainers');
    await expectNoAxeViolations(page, 'dashboard: single sign-on filled in');
    await panel.getByRole('button', { name: 'Save single sign-on' }).click();
    await panel.getByRole('status').getByText('Single sign-on saved.').waitFor();
    await panel.getByText('Single sign-on is on for acme.test').waitFor();
    // Write-only: the field is empty again, only the secret's end is shown.
    await panel.getByText(`A secret ending in ${SECRET.slice(-4)} is kept`).waitFor();
    expect(await panel.getByLabel('Client secret').inputValue()).toBe('');
    await expectNoAxeViolations(page, 'dashboard: single sign-on saved');
    await page.evaluate(() => localStorage.clear());
  });

  it("the admin sees and keeps the client's single sign-on in the Client Gateway", async () => {
    const admin = await openBrowser();
    try {
      const { page } = admin;
      await editorLogIn(page, `${app.url}/editor/Admin`, EDITOR_ADMIN);
      await page.getByRole('navigation', { name: 'Admin tabs' }).waitFor();
      await openAdminTab(page, 'Client Gateway');
      await page.getByRole('button', { name: 'Edit acmecorp' }).click();
      const panel = page.locator('.sso-settings');
      // What the owner saved, as the owner sees it: the secret only by its end.
      await panel.getByText('Single sign-on is on for acme.test').waitFor();
      await panel.getByText(`A secret ending in ${SECRET.slice(-4)} is kept`).waitFor();
      expect(await panel.getByLabel('Issuer').inputValue()).toBe(provider.issuer);
      await expectNoAxeViolations(page, 'admin: client gateway single sign-on');
      await panel.getByLabel('Allowed e-mail domains').fill('acme.test, acme-corp.test');
      await panel.getByRole('button', { name: 'Save single sign-on' }).click();
      await panel.getByRole('status').getByText('Single sign-on saved.').waitFor();
      await panel.getByText(/Single sign-on is on for acme\.test, acme-corp\.test/).waitFor();
    } finally {
      await admin.close();
    }
  });

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

  it('shows every refusal in the reader’s language: German', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => localStorage.setItem('playerLanguage', 'de'));
    const german: Record<string, RegExp> = {
      domain: /E-Mail-Domain darf sich/,
      role: /keine Rolle/,
      none: /kein Single Sign-on eingerichtet/,
      failed: /nicht geprüft werden/,
    };
    for (const [reason, words] of Object.entries(german)) {
      await page.goto(`${app.url}/sign-on?refused=${reason}`);
      await page.getByRole('alert').getByText(words).waitFor();
      await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).waitFor();
    }
    await page.evaluate(() => localStorage.removeItem('playerLanguage'));
  });

  it('offers the staff provider on the editor’s login when the operator set one', async () => {
    const { page, context } = browser;
    // The provider still knows the trainer from before: this is someone else's browser.
    await context.clearCookies();
    await page.goto(`${app.url}/editor`);
    await page.getByRole('heading', { name: 'Sign in with your company' }).waitFor();
    await expectNoAxeViolations(page, 'editor login: sign in with your company');
    await page.getByRole('button', { name: 'Sign in with your company' }).click();
    await page.getByPlaceholder('Enter any login').fill('sam');
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/editor'));
    const staff = await page.evaluate(() => JSON.stringify(localStorage));
    expect(staff).toContain('sam@dojo.test');
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
