import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { portalLogIn } from './support/reports';
import { DIST } from './support/bundleSizes';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession } from './support/browser';
import { fillEditorLogin } from './support/editorSession';

let app: AppServer;
let browser: BrowserSession;

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

async function logIn(username: string, password: string) {
  const { page } = browser;
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The file react-router's app went into (web/dist/.vite/chunks.json). */
function routerChunk(): string {
  const chunks = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite/chunks.json'), 'utf8'),
  ) as Record<string, string>;
  return chunks['src/routerApp.tsx']!;
}

describe('portal login', () => {
  it("shows a visitor the library before react-router's code, and Log In from its header signs in", async () => {
    const { page } = browser;
    // When the library's first screen is in the page, by the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('.catalogue-intro')) return;
        (window as { libraryShownAt?: number }).libraryShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Ransomware at Dawn' }).waitFor();
    await page.waitForFunction(
      (file) => performance.getEntriesByType('resource').some((r) => r.name.endsWith(file)),
      routerChunk(),
    );
    // The router's code is fetched once the library has shown (the page's links need it).
    const [shownAt, routerAt] = await page.evaluate((file) => {
      const request = performance.getEntriesByType('resource').find((r) => r.name.endsWith(file));
      return [(window as { libraryShownAt?: number }).libraryShownAt, request?.startTime];
    }, routerChunk());
    expect(shownAt).toBeGreaterThan(0);
    expect(routerAt).toBeGreaterThan(shownAt!);
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Log In' })
      .click();
    await page.getByLabel('Username').fill('acmecorp');
    await page.getByLabel('Password').fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    // Signed in through react-router's app now: the client's Welcome (its NDA, agreed to in
    // the next test: the server is the file's).
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(browser.problems).toEqual([]);
  });

  it('takes the demo client through the NDA to the catalogue', async () => {
    const { page } = browser;
    await logIn('acmecorp', 'acme-demo-2026');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    // The demo library holds a beta (Cloud Key Leak): the Welcome shows its beta variant.
    await page.getByText('The library includes beta exercises').waitFor();
    await page.screenshot({ path: '.tmp/e2e-portal-nda-beta.png' });
    await expectNoAxeViolations(page, 'portal: client NDA (beta variant)');
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    await page.getByRole('heading', { name: 'Ransomware at Dawn' }).waitFor();
    const beta = page.getByRole('article', { name: 'Cloud Key Leak' });
    expect(await beta.getByText('Beta', { exact: true }).count()).toBe(1);
    const notBeta = page.getByRole('article', { name: 'Ransomware at Dawn' });
    expect(await notBeta.getByText('Beta', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, 'portal: catalogue');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    for (const tab of ['Dashboard', 'Exercise Library', 'Reports', 'Learners']) {
      expect(await nav.getByRole('link', { name: tab }).count()).toBe(1);
    }
    await page.screenshot({ path: '.tmp/e2e-catalogue.png', fullPage: true });
    expect(browser.problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });

  it('remembers the NDA agreement across a reload and a new login', async () => {
    const { page } = browser;
    await logIn('acmecorp', 'acme-demo-2026');
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
  });

  it('opens Dashboard, Reports and Learners from the header', async () => {
    const { page } = browser;
    await logIn('acmecorp', 'acme-demo-2026');
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    for (const tab of ['Dashboard', 'Reports', 'Learners']) {
      await nav.getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { name: tab, level: 1 }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /Loading/ })
        .waitFor({ state: 'detached' });
      await expectNoAxeViolations(page, `portal: ${tab.toLowerCase()}`);
    }
  });

  it('opens the Reports tab: the reports grouped by scenario, each opening its report', async () => {
    const { page } = browser;
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Ransomware at Dawn' }).waitFor();
    await expectNoAxeViolations(page, 'portal: reports list');
    await page.getByRole('link', { name: 'Q4 readiness drill' }).click();
    await page.getByRole('heading', { name: 'Scores' }).waitFor();
    await page.getByRole('button', { name: 'GO BACK' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  });

  it("shows the server's message for a wrong password", async () => {
    const { page } = browser;
    await logIn('acmecorp', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Incorrect username or password.');
    await expectNoAxeViolations(page, 'portal: login refused');
    expect(page.url()).toContain('/login');
  });

  it('logs out back to the exercises tab with only the public tabs', async () => {
    const { page } = browser;
    await logIn('acmecorp', 'acme-demo-2026');
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    // From a tab that needs an account: the page leaves it before the session goes, so it
    // does not send the visitor to Log In on the way.
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/(exercises)?$/);
    expect(await page.getByRole('link', { name: 'Reports' }).count()).toBe(0);
  });
});

describe('not found', () => {
  it('offers Go Back to Home on an unknown tab', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/no-such-tab`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
    await page.getByRole('link', { name: 'Go Back to Home' }).click();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
  });
});

describe('editor gate', () => {
  async function staffLogIn(username: string, password: string) {
    const { page } = browser;
    await page.goto(`${app.url}/editor`);
    await page.getByRole('heading', { name: 'Editor Log In' }).waitFor();
    await expectNoAxeViolations(page, 'editor: login');
    // The kit's login answers the admin's code step (support/adminSignIn.ts).
    await fillEditorLogin(page, { username, password });
    const nav = page.getByRole('navigation', { name: 'Editor sections' });
    await nav.waitFor();
    return nav;
  }

  it('lets the demo author in, without the Admin menu: Upload Media instead', async () => {
    const nav = await staffLogIn('author', 'author-demo-2026');
    for (const section of ['Tutorial', 'Scenario', 'Organisation', 'PDF', 'Upload Media']) {
      expect(await nav.getByRole('link', { name: section }).count()).toBe(1);
    }
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const { page } = browser;
    await expectNoAxeViolations(page, 'editor: tutorial');
    await page.goto(`${app.url}/editor/Admin/CreateCampaign`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await nav.getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Editor Log In' }).waitFor();
  });

  it('shows the admin the six sections', async () => {
    const nav = await staffLogIn('admin', 'admin-pass-1234');
    for (const section of ['Tutorial', 'Scenario', 'Organisation', 'PDF', 'Admin', 'Log Out']) {
      expect(await nav.getByRole('link', { name: section }).count()).toBe(1);
    }
    const { page } = browser;
    await nav.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'admin: menu');
    await nav.getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Editor Log In' }).waitFor();
  });
});
