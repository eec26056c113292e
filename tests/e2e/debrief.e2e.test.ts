import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { brokenWords, overflowing, renderPdfPages } from './support/layoutChecks';
import { pdfText, portalLogIn } from './support/reports';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * The debrief a customer prints, and the portal on a phone (docs/reports.md, "The debrief
 * PDF"; docs/portal.md, "On a phone"): the demo client's played-through drill has passes,
 * fails, teams and an expired run.
 */

const DRILL = 'Q4 readiness drill';
const SHOTS = '.tmp';
const PHONE = { width: 390, height: 844 };

let app: AppServer;
let owner: BrowserSession;
let page: Page;

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method: path === '/api/updateClient' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The Client Gateway gives the demo client a logo its portal and debrief show. */
async function brandDemoClient(logoUrl: string) {
  const login = await post('/api/loginEditor', { username: 'admin', password: 'admin-pass-1234' });
  const bearer = { authorization: `Bearer ${String(login.body.token)}` };
  const listed = await fetch(`${app.url}/api/getClients`, { headers: bearer });
  const clients = (await listed.json()) as { name: string; email: string; configuration: object }[];
  const acme = clients.find((client) => client.name === 'acmecorp');
  const updated = await post(
    '/api/updateClient',
    {
      name: 'acmecorp',
      email: acme?.email,
      configuration: { ...acme?.configuration, branding_logo_url: logoUrl },
    },
    bearer,
  );
  expect(updated.status).toBe(200);
}

beforeAll(async () => {
  app = await startAppServer();
  fs.mkdirSync(SHOTS, { recursive: true });
  await brandDemoClient(`${app.url}/favicon.svg`);
  owner = await openBrowser();
  page = owner.page;
  await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
}, 60_000);

afterAll(async () => {
  await owner?.close();
  await app?.stop();
});

describe('the debrief PDF', () => {
  it('opens with the client, logo, exercise, dates and summary, then numbered detail pages, none blank', async () => {
    await page.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
    await page.getByRole('heading', { name: DRILL }).waitFor();
    // The timeliness chart is a lazy part: on a busy machine its code may still be on the way.
    await page.getByText('Loading the chart…').waitFor({ state: 'detached' });
    await page.emulateMedia({ media: 'print' });
    await page.locator('.debrief-logo').evaluate((image: HTMLImageElement) => image.decode());
    // The print layout settled: fonts loaded and the charts measured again for print width
    // (on a busy machine a chart still at its screen size can leave a page with only a footer).
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 3; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    // The print layout, measured as the printer lays it out: no word broken in a table.
    expect(await brokenWords(page, '.report-view table')).toEqual([]);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });

    const pages = renderPdfPages(new Uint8Array(pdf), 'debrief');
    for (const [index, rendered] of pages.entries())
      fs.copyFileSync(rendered.file, `${SHOTS}/debrief-page-${index + 1}.png`);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // A4 portrait at 40 dpi: 331 x 468 pixels.
    expect(pages[0]).toMatchObject({ width: 331, height: 468 });
    for (const rendered of pages) expect(rendered.inkAboveFooter).toBeGreaterThan(400);

    const text = await pdfText(new Uint8Array(pdf));
    const [first = '', ...rest] = text.split('\n');
    expect(first).toMatch(/acmecorp/i);
    expect(first).toContain(`Debrief: ${DRILL}`);
    expect(first).toContain('Ransomware at Dawn');
    expect(first).toMatch(/Exercise date\s+\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(first).toMatch(/Participants\s+5/);
    expect(first).toMatch(
      /Completion\s+\d+ invited · \d+ opened · \d+ playing · \d+ completed · \d+ expired/,
    );
    expect(first).toMatch(/Pass rate\s+\d+ %/);
    expect(first).toContain('Hardest questions');
    expect(first).toContain(`Page 1 of ${pages.length}`);
    expect(first).not.toContain('Scores');
    expect(rest.join('\n')).toContain('Scores');
    expect(rest.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    // Team names and headers are never cut ("Artem is", "Answe rs").
    expect(text).toMatch(/\bArtemis\b/);
    expect(text).not.toMatch(/Artem\s+is\b|Answe\s+rs\b/);
    expect(text).not.toContain('Download CSV');
  });
});

describe('the portal on a phone (390 px)', () => {
  it('shows the report with every tab whole and no table word broken or overflowing', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
    await page.getByRole('heading', { name: DRILL }).waitFor();
    await page.getByRole('table').first().waitFor();
    for (const tab of ['Responses', 'Time', 'Analytics', 'Replay']) {
      const box = await page.getByRole('tab', { name: tab }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await brokenWords(page, '.report-view table')).toEqual([]);
    expect(await overflowing(page, '.report-view table')).toEqual([]);
    await page.getByRole('tab', { name: 'Time' }).click();
    await page.getByRole('heading', { name: 'Time per event and team' }).waitFor();
    expect(await brokenWords(page, '.report-view table')).toEqual([]);
    expect(await overflowing(page, '.report-view table')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-report.png`, fullPage: true });
    await expectNoAxeViolations(page, 'portal: report at 390 px');
  });

  it('shows the reports list, the learners and the players of an exercise as labelled cards', async () => {
    await page.goto(`${app.url}/reports`);
    await page.getByRole('link', { name: DRILL }).waitFor();
    expect(await brokenWords(page, 'table')).toEqual([]);
    expect(await overflowing(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-reports.png`, fullPage: true });

    await page.goto(`${app.url}/learners`);
    await page.getByRole('heading', { name: 'Learners' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await brokenWords(page, 'table')).toEqual([]);
    expect(await overflowing(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-learners.png`, fullPage: true });
    await expectNoAxeViolations(page, 'portal: learners at 390 px');

    await page.goto(`${app.url}/dashboard`);
    const card = page.getByRole('article', { name: DRILL });
    await card.getByRole('button', { name: 'Show Players' }).click();
    const started = card.locator('td[data-label="Started"]').first();
    await started.waitFor();
    // Each date says what it is: the cell's label is drawn before it on a phone.
    const label = await started.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Started: "');
    expect(await brokenWords(page, 'table')).toEqual([]);
    expect(await overflowing(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-dashboard.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('Send reminder', () => {
  it('asks first, naming the address, and sends only on confirmation', async () => {
    await page.goto(`${app.url}/dashboard`);
    const card = page.getByRole('article', { name: DRILL });
    await card.getByRole('button', { name: 'Show Players' }).click();
    const row = card
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Send reminder', disabled: false }) })
      .first();
    await row.waitFor();
    const email = ((await row.getByRole('rowheader').textContent()) ?? '').split(' · ')[0]!.trim();
    await row.getByRole('button', { name: 'Send reminder' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send a reminder?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      `A reminder with the exercise link goes to ${email}.`,
    );
    await expectNoAxeViolations(page, 'portal: reminder confirmation');
    const sent = card.getByRole('status').filter({ hasText: /remind/i });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sent.count()).toBe(0);

    await row.getByRole('button', { name: 'Send reminder' }).click();
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await sent.first().waitFor();
  });
});

describe('who is logged in', () => {
  it("shows the owner's name and the client's logo in the header", async () => {
    await page.goto(`${app.url}/dashboard`);
    const user = page.getByTestId('portal-user');
    await user.getByText('acmecorp').waitFor();
    const logo = user.getByRole('img', { name: 'acmecorp logo' });
    await logo.waitFor();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  it("shows a trainer's own name beside the client's logo", async () => {
    const trainer = await openBrowser();
    try {
      await portalLogIn(trainer.page, app.url, 'acmecorp-trainer', 'trainer-demo-2026');
      const user = trainer.page.getByTestId('portal-user');
      await user.getByRole('img', { name: 'acmecorp logo' }).waitFor();
      expect((await user.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        'Signed in as trainer (acmecorp)',
      );
      await trainer.page.screenshot({ path: `${SHOTS}/header-trainer.png` });
      await expectNoAxeViolations(trainer.page, 'portal: trainer header');
    } finally {
      await trainer.close();
    }
  });
});

describe('role 0 accounts', () => {
  it('are created by the admin as individual learners, who get Dashboard and Exercise Library only', async () => {
    const admin = await openBrowser();
    const learner = await openBrowser();
    try {
      const { page: console } = admin;
      await console.goto(`${app.url}/editor/Admin`);
      await fillEditorLogin(console, EDITOR_ADMIN);
      const tabs = console.getByRole('navigation', { name: 'Admin tabs' });
      await tabs.getByRole('link', { name: 'Create Customer Account' }).click();
      await console.getByRole('heading', { name: 'Create Customer Account', level: 2 }).waitFor();
      await console
        .getByLabel('Account type')
        .selectOption({ label: 'Individual learner (role 0)' });
      await console.getByLabel('Username').fill('sololearner');
      await console.getByLabel('Email').fill('solo@learner.example');
      await console.getByLabel('Password').fill('solo-pass-2026');
      await console.getByLabel('Subscription').selectOption({ label: 'Blue belt' });
      await expectNoAxeViolations(console, 'admin: create an individual learner');
      await console.getByRole('button', { name: 'Create Account' }).click();
      await console
        .getByRole('status')
        .filter({ hasText: 'Account sololearner created.' })
        .waitFor();

      await portalLogIn(learner.page, app.url, 'sololearner', 'solo-pass-2026');
      const nav = learner.page.getByRole('navigation', { name: 'Portal' });
      const links = await nav.getByRole('link').allTextContents();
      // The tabs; every signed-in customer also has the account's own Password link.
      expect(links).toEqual(['Dashboard', 'Exercise Library', 'Password']);
      await learner.page.goto(`${app.url}/reports`);
      await learner.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await learner.page.goto(`${app.url}/dashboard`);
      await learner.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await learner.page.getByTestId('portal-user').getByText('sololearner').waitFor();
    } finally {
      await Promise.all([admin.close(), learner.close()]);
    }
  });
});
