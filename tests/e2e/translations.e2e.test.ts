import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { portalLogIn } from './support/reports';
import { fillEditorLogin } from './support/editorSession';

/**
 * A scenario in several languages (docs/translations.md): an author translates two events
 * into French side by side with the original, a client orders the scenario for a French and
 * a Spanish player, each plays in their language, and the report compares both on the same
 * question.
 */

const SCENARIO = 'ransomwareAtDawn';
const DRILL = 'Polyglot drill';
const ISOLATE = 'Isolate FS-02 from the network now';
const WAIT = 'Keep watching and gather more evidence';
const FR = {
  subject: 'Chiffrement inhabituel sur FS-02',
  isolate: 'Isoler FS-02 du réseau maintenant',
  who: 'Qui doit être prévenu maintenant ?',
};
const ES = { subject: 'Cifrado inusual en FS-02', wait: 'Observar y reunir más pruebas' };
const SHOTS = '.tmp';

let app: AppServer;
let staff: BrowserSession;
let french: BrowserSession;
let spanish: BrowserSession;
let links: string[] = [];

async function post(path: string, body: object): Promise<unknown> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The screen at the desktop and the phone width, each checked for accessibility. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `${SHOTS}/e2e-translations-${name}-${width}.png`,
      fullPage: true,
    });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Spanish translation arrives through the API: the French one is the author's. */
async function translateIntoSpanish() {
  const { token } = (await post('/api/loginEditor', {
    username: 'author',
    password: 'author-demo-2026',
  })) as { token: string };
  const loaded = (await post('/api/loadFile', { token, filename: SCENARIO })) as {
    translationsVersion: number;
  };
  const saved = (await post('/api/saveTranslation', {
    token,
    fileName: SCENARIO,
    language: 'es',
    translation: {
      events: { '2': { subject: ES.subject, options: { '1': ES.wait } } },
      personas: {},
      pdfs: {},
    },
    // Translations keep their own counter beside the draft's revision (docs/translations.md).
    baseRevision: loaded.translationsVersion,
  })) as { type: string };
  if (saved.type !== 'success') throw new Error(`Spanish translation refused: ${saved.type}`);
  // Translations are saved to the draft and go live with Publish (docs/translations.md).
  const published = (await post('/api/publishScenario', { token, fileName: SCENARIO })) as {
    type: string;
  };
  if (published.type === 'failed') throw new Error('The translated scenario was not published');
}

/** The product's own words in a language (docs/languages.md): the player's page speaks it too. */
function words(language: 'fr' | 'es'): Record<string, string> {
  const file = path.resolve(
    import.meta.dirname,
    `../../web/src/shared/i18n/catalogues/${language}.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** A player opens their link, agrees and answers the encryption question in their language. */
async function play(
  page: Page,
  link: string,
  subject: string,
  choice: string,
  language: 'fr' | 'es',
) {
  const t = words(language);
  await page.goto(link);
  await page.getByRole('button', { name: t['nda.agree'] }).click();
  await page.getByRole('heading', { name: t['inbox.title'] }).waitFor();
  // The list shortens a subject: its start names the message.
  const item = page.locator('.mail-item', { hasText: subject.slice(0, 20) });
  await item.waitFor();
  await item.click();
  await page.getByRole('heading', { name: subject }).waitFor();
  await page.getByLabel(choice).check();
  await page.getByRole('button', { name: t['respond.submit'] }).click();
  await page.getByText(t['respond.sent'] ?? '').waitFor();
}

beforeAll(async () => {
  app = await startAppServer();
  [staff, french, spanish] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([staff?.close(), french?.close(), spanish?.close()]);
  await app?.stop();
});

describe('a scenario in several languages', () => {
  it('lets an author translate two events into French, side by side with the original', async () => {
    const { page } = staff;
    await page.goto(`${app.url}/editor/Scenario`);
    await fillEditorLogin(page);
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await page.getByRole('button', { name: 'Scenario', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Load', exact: true }).click();
    await page.getByLabel('Saved scenario').selectOption(SCENARIO);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page
      .locator('.scenario-status')
      .getByText(/loaded successfully/)
      .waitFor();

    await page.getByRole('link', { name: 'Translations' }).click();
    await page.getByLabel('Language to add').selectOption('fr');
    await page.getByRole('button', { name: 'Add translation' }).click();
    const form = page.getByRole('form', { name: 'Français translation' });
    const encryption = form.getByRole('group', { name: /^Event 2:/ });
    // The original stands read-only beside its translation.
    await encryption.getByText('Unusual encryption activity on FS-02', { exact: true }).waitFor();
    await encryption.getByLabel('Subject (Français)').fill(FR.subject);
    await encryption.getByLabel('Option 1 (Français)').fill(FR.isolate);
    await form
      .getByRole('group', { name: /^Event 3:/ })
      .getByLabel('Subject (Français)')
      .fill(FR.who);
    await shots(page, 'editor');
    await form.getByRole('button', { name: 'Save Français translation' }).click();
    await page.getByText('Français translation saved to the draft').waitFor();
    await page.getByRole('button', { name: 'Français', exact: true }).waitFor();
    await page.getByText(/^\d+ missing$/).waitFor();
  });

  it('orders the scenario for a French and a Spanish player, each in their language', async () => {
    await translateIntoSpanish();
    const page = await staff.context.newPage();
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Ransomware at Dawn' }).waitFor();
    await page.getByLabel('Identifier').fill(DRILL);
    await page.getByLabel('Player 1 email').fill('fr@acme.example');
    await page.getByLabel('Player 1 language').selectOption({ label: 'Français' });
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player 2 email').fill('es@acme.example');
    await page.getByLabel('Player 2 language').selectOption({ label: 'Español' });
    await shots(page, 'order');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const success = page.getByRole('status').filter({ hasText: 'is ordered for 2 players' });
    await success.waitFor();
    links = await page
      .locator('.order-links a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    await page.close();

    await play(french.page, links[0]!, FR.subject, FR.isolate, 'fr');
    await play(spanish.page, links[1]!, ES.subject, ES.wait, 'es');
    await shots(french.page, 'player-fr');
  });

  it("compares both players on the same question in the report, with each one's language", async () => {
    const page = await staff.context.newPage();
    await page.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
    await page.getByRole('heading', { name: DRILL }).waitFor();
    await page.getByText(`${ISOLATE} — 1 answer`).waitFor();
    await page.getByText(`${WAIT} — 1 answer`).waitFor();
    await page.getByText(`Français: “${FR.isolate}”`, { exact: false }).waitFor();
    await page.getByText(`Español: “${ES.wait}”`, { exact: false }).waitFor();
    await page.getByRole('row', { name: /fr@acme\.example.*Français/ }).waitFor();
    await page.getByRole('row', { name: /es@acme\.example.*Español/ }).waitFor();
    await shots(page, 'report');
  });
});
