import { generateKeyPairSync } from 'node:crypto';
import net from 'node:net';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession } from './support/browser';

/*
 * Passkeys in a real browser (docs/auth.md, "Passkeys"): Chromium's virtual authenticator,
 * through the DevTools protocol's WebAuthn domain, plays the device. WebAuthn refuses an IP
 * address as the site, so the server's public address is http://localhost:<port>.
 */
let app: AppServer;
let site: string;
let browser: BrowserSession;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  app = await startAppServer({ PORT: String(port), PUBLIC_URL: site });
});
afterAll(async () => {
  await app.stop();
});
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

/** A platform authenticator with user verification, as a laptop's fingerprint reader is. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

async function editorPassword(page: Page, username: string, password: string) {
  await page.goto(`${site}/editor`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** On the account page: names a passkey and has the virtual authenticator make it. */
async function addPasskey(page: Page, name: string) {
  await page.getByLabel('Name of the new passkey').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Your passkey is added.').waitFor();
  await page.getByRole('rowheader', { name }).waitFor();
}

describe('passkeys', () => {
  it('an author adds a passkey (with recovery codes), signs in with it, then with a recovery code', async () => {
    const { page } = browser;
    const authenticator = await virtualAuthenticator(page);
    await editorPassword(page, 'author', 'author-demo-2026');
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByText('You have no passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Give the passkey a name').waitFor();
    await addPasskey(page, 'Work laptop');
    await page.getByText('Two-step sign-in is on with your passkeys.').waitFor();
    // No authenticator app: the first passkey comes with the recovery codes, shown only now.
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.id,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe('localhost');
    await expectNoAxeViolations(page, 'editor: passkeys, one added');
    await page.screenshot({ path: '.tmp/e2e-passkeys-list-1280.png', fullPage: true });

    await page.evaluate(() => localStorage.clear());
    await editorPassword(page, 'author', 'author-demo-2026');
    const use = page.getByRole('button', { name: 'Use a passkey' });
    await use.waitFor();
    await expectNoAxeViolations(page, 'editor: the passkey step');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/e2e-passkeys-step-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await use.click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByRole('rowheader', { name: 'Work laptop' }).waitFor();
    // The sign-in is the passkey's last use.
    expect(await page.getByRole('cell', { name: 'Not yet' }).count()).toBe(0);

    // The passkey lost: a recovery code signs in once, under the passkey's button.
    await page.evaluate(() => localStorage.clear());
    await editorPassword(page, 'author', 'author-demo-2026');
    await page.getByRole('heading', { name: 'Lost your passkey? Use a recovery code' }).waitFor();
    await expectNoAxeViolations(page, 'editor: the passkey step with a recovery code');
    await page.getByLabel('Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('link', { name: 'Change password' }).waitFor();
  });

  it('refuses a passkey whose key is not the one added, and one removed meanwhile', async () => {
    const { page } = browser;
    const first = await virtualAuthenticator(page);
    await portalPassword(page);
    const agree = page.getByRole('button', { name: 'I agree to NDA' });
    const library = page.getByRole('heading', { name: 'Exercise Library' });
    await Promise.race([agree.waitFor(), library.waitFor()]);
    if (await agree.isVisible()) await agree.click();
    await page.goto(`${site}/password`);
    await addPasskey(page, 'Office key');
    await expectNoAxeViolations(page, 'portal: passkeys, one added');
    // The session the page goes on with (renewed when the passkey was added).
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(stored)?.[0] ?? '';

    // Another device claims the same passkey id but holds another key.
    const { credentials } = await first.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: first.id,
    });
    const [made] = credentials;
    if (!made) throw new Error('the virtual authenticator holds no passkey');
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.id });
    const impostor = await virtualAuthenticator(page);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    await impostor.cdp.send('WebAuthn.addCredential', {
      authenticatorId: impostor.id,
      credential: {
        ...made,
        privateKey: otherKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        signCount: made.signCount + 1,
      },
    });

    await page.evaluate(() => localStorage.clear());
    await portalPassword(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('alert').filter({ hasText: 'That passkey was not accepted' }).waitFor();
    await expectNoAxeViolations(page, 'portal: the passkey step, refused');
    await page.screenshot({ path: '.tmp/e2e-passkeys-refused-1280.png', fullPage: true });

    // Removed from another session while this sign-in waits at its step.
    await page.goto(`${site}/`);
    await portalPassword(page);
    const use = page.getByRole('button', { name: 'Use a passkey' });
    await use.waitFor();
    const passkey = Buffer.from(made.credentialId, 'base64').toString('base64url');
    expect(await post('/api/removePasskey', { token, passkey })).toMatchObject({
      type: 'success',
    });
    await use.click();
    await page.getByRole('alert').filter({ hasText: 'That passkey was not accepted' }).waitFor();
    // With no passkey left, the password alone signs in again.
    await page.goto(`${site}/`);
    await portalPassword(page);
    await Promise.race([agree.waitFor(), library.waitFor()]);
  });
});

async function portalPassword(page: Page) {
  await page.goto(`${site}/login`);
  await page.getByLabel('Username').fill('acmecorp');
  await page.getByLabel('Password').fill('acme-demo-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
}
