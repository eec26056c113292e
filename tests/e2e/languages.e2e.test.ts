import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startSmtpSink,
  type SmtpSink,
} from '../../server/src/features/mail/testing/smtpSink';
import { startAppServer, type AppServer } from './support/appServer';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { clippedText, overflowing } from './support/layoutChecks';
import { portalLogIn } from './support/reports';

/**
 * The product speaks the player's language (docs/languages.md): a German player ordered in
 * the portal gets a German invitation and a German exercise page, and the trainer reads her
 * answers in the English report; French and Spanish players set on the order's rows play in
 * theirs. Every screen passes axe and shows no cut-off text at 390 px.
 */

const ISOLATE = 'Isolate FS-02 from the network now';
const DRILL_DE = 'Sprachtest Deutsch';
const SHOTS = '.tmp';
const MAIL_WAIT = 20_000;

let app: AppServer;
let sink: SmtpSink;
let trainer: BrowserSession;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startAppServer({
    SMTP_URL: sink.url,
    JOBS_POLL_MS: '200',
    MAIL_RATE_PER_MINUTE: '100000',
  });
  trainer = await openBrowser();
}, 60_000);

afterAll(async () => {
  await trainer?.close();
  await app?.stop();
  await sink?.close();
});

/** The link of the invitation mailed to `to`, once it arrived. */
async function invitation(to: string) {
  await eventually(() => expect(sink.to(to).length).toBeGreaterThan(0), MAIL_WAIT);
  const mail = sink.to(to)[0]!;
  const link = /http:\/\/\S+\/exercise\/[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  return { mail, link };
}

/** axe at zero, nothing past the right edge, no cut-off text: on a 390 px phone. */
async function checkScreen(page: Page, label: string) {
  const name = label.replace(/\W+/g, '-');
  await page.screenshot({ path: `${SHOTS}/languages-${name}.png`, fullPage: true });
  await expectNoAxeViolations(page, label);
  expect(await overflowing(page, 'body'), label).toEqual([]);
  expect(await clippedText(page), label).toEqual([]);
}

/** A player on a phone (390 px, an English browser) opening their link, at the NDA. */
async function enterOnPhone(link: string, ndaHeading: string) {
  const player = await openBrowser();
  await player.page.setViewportSize({ width: 390, height: 844 });
  await player.page.goto(link);
  await player.page.getByRole('heading', { name: ndaHeading }).waitFor();
  return player;
}

async function orderApi(body: object) {
  const login = await fetch(`${app.url}/api/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filename: 'acmecorp', password: 'acme-demo-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const today = new Date();
  const response = await fetch(`${app.url}/api/createOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      scenario: 'ransomwareAtDawn',
      username: 'acmecorp',
      date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
      private: false,
      ...body,
    }),
  });
  expect(response.status).toBe(200);
}

/** A browser whose languages are German, on a phone-sized window. */
async function openGermanPhone() {
  const german = await openBrowser();
  await german.page.addInitScript(() =>
    Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de'] }),
  );
  await german.page.setViewportSize({ width: 390, height: 844 });
  return german;
}

describe("the product in the player's language", () => {
  it('German: portal order, German mail, German player page, English report with her answers', async () => {
    const { page } = trainer;
    await portalLogIn(page, app.url, 'acmecorp', 'acme-demo-2026');
    await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Ransomware at Dawn' }).waitFor();
    await page.getByLabel('Identifier').fill(DRILL_DE);
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByLabel('Player 1 email').fill('greta@sprache.test');
    await expectNoAxeViolations(page, 'portal: order form with a language');
    await page.getByRole('button', { name: /^Submit Order/ }).click();
    await page.getByText('Player links (1)').waitFor();

    const { mail, link } = await invitation('greta@sprache.test');
    expect(mail.subject).toMatch(/lädt Sie zur Übung „Ransomware at Dawn“ ein$/);
    expect(mail.text).toContain('Ihr Link: ');
    expect(mail.text).toMatch(/Ihr Link ist gültig bis \w+, \d+\. \w+ \d{4} um \d\d:\d\d UTC\./);

    // Her browser speaks English: the order's German wins over it.
    const greta = await enterOnPhone(link, 'Bevor Sie beginnen');
    try {
      const { page: phone } = greta;
      expect(await phone.locator('html').getAttribute('lang')).toBe('de');
      await checkScreen(phone, 'player (de): NDA');
      await phone
        .getByRole('button', { name: 'Ich stimme der Vertraulichkeitsvereinbarung zu' })
        .click();
      await phone.getByRole('heading', { name: 'Posteingang' }).waitFor();
      await checkScreen(phone, 'player (de): inbox');
      await phone.locator('.mail-item', { hasText: /Unusual encryption activity/ }).click();
      await phone.getByRole('heading', { name: 'Antworten' }).waitFor();
      await checkScreen(phone, 'player (de): message and question');
      await phone.getByLabel(ISOLATE).check();
      await phone.getByRole('button', { name: 'Absenden' }).click();
      await phone.getByText('Antwort gesendet.').waitFor();
      await phone.screenshot({ path: `${SHOTS}/languages-de-answered.png`, fullPage: true });
      await phone.getByRole('button', { name: 'Zurück zum Posteingang' }).click();
      await phone.getByRole('button', { name: /^Optionen/ }).click();
      await phone.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
      expect(await phone.getByRole('radio', { name: 'Deutsch' }).isChecked()).toBe(true);
      await checkScreen(phone, 'player (de): settings');
      await phone.screenshot({ path: `${SHOTS}/languages-de-settings.png`, fullPage: true });
    } finally {
      await greta.close();
    }

    // The trainer's report stays in the trainer's language and shows her answer.
    await page.goto(`${app.url}/reports/${encodeURIComponent(DRILL_DE)}`);
    await page.getByRole('heading', { name: DRILL_DE }).waitFor();
    await page.getByText(`${ISOLATE} — 1 answer`).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectNoAxeViolations(page, 'portal: report of a German player');
  });

  it("German trainer: the portal's header and order form follow a German browser, at 390 px", async () => {
    const german = await openGermanPhone();
    try {
      const { page } = german;
      await page.goto(`${app.url}/login`);
      // The login form speaks the browser's German too.
      await page.getByLabel('Benutzername').fill('acmecorp');
      await page.getByLabel('Passwort').fill('acme-demo-2026');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      // The customer's NDA, in German, unless this account agreed before.
      const agree = page.getByRole('button', {
        name: 'Ich stimme der Vertraulichkeitsvereinbarung zu',
      });
      const intro = page.getByRole('heading', {
        name: 'Proben Sie den schlimmsten Tag, bevor er eintritt',
      });
      await Promise.race([agree.waitFor(), intro.waitFor()]);
      if (await agree.isVisible()) {
        await checkScreen(page, 'portal (de): NDA');
        await agree.click();
      }
      await intro.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await page.goto(`${app.url}/exercises/Ransomware-at-Dawn`);
      await page.getByRole('button', { name: 'Bestellen', exact: true }).click();
      await page.getByRole('heading', { name: 'Ransomware at Dawn bestellen' }).waitFor();
      await page.getByLabel('E-Mail von Person 1').fill('greta@sprache.test');
      await page.getByText('Kosten: 1 Credit').waitFor();
      await checkScreen(page, 'portal (de): order form');
    } finally {
      await german.close();
    }
  });

  it("German player: the tutorial's practice steps and the limits sentence in German", async () => {
    const german = await openGermanPhone();
    try {
      const { page } = german;
      await page.goto(`${app.url}/exercise/tutorial?time=x1.5`);
      await page.locator('.mail-item', { hasText: 'Willkommen in Ihrem' }).click();
      // The numbers from protocol's scaling (180 s at 1.5×), the words from the catalogue.
      await page
        .getByText('Ihre Zeit: 1,5-fache Zeit. Sie haben 4 Minuten und 30 Sekunden pro')
        .first()
        .waitFor();
      await page.getByLabel('Ich bin bereit').waitFor();
      await checkScreen(page, 'tutorial (de): first step');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS}/languages-tutorial-de-1280.png`, fullPage: true });
      await expectNoAxeViolations(page, 'tutorial (de) at 1280 px');
    } finally {
      await german.close();
    }
  });

  it('French and Spanish: each player row its own language; a choice in the settings sticks', async () => {
    await orderApi({
      identifier: 'Test des langues',
      players: [
        { email: 'fleur@sprache.test', team: -1, language: 'fr' },
        { email: 'pablo@sprache.test', team: -1, language: 'es' },
      ],
    });
    const fleurMail = await invitation('fleur@sprache.test');
    expect(fleurMail.mail.subject).toMatch(/vous invite à l’exercice « Ransomware at Dawn »$/);
    const pabloMail = await invitation('pablo@sprache.test');
    expect(pabloMail.mail.subject).toMatch(/le invita al ejercicio «Ransomware at Dawn»$/);

    const fleur = await enterOnPhone(fleurMail.link, 'Avant de commencer');
    try {
      const { page } = fleur;
      await checkScreen(page, 'player (fr): NDA');
      await page.getByRole('button', { name: 'J’accepte l’accord de confidentialité' }).click();
      await page.getByRole('heading', { name: 'Boîte de réception' }).waitFor();
      await checkScreen(page, 'player (fr): inbox');
      await page.getByRole('button', { name: /^Réglages/ }).click();
      await page.getByRole('heading', { name: 'Réglages', level: 1 }).waitFor();
      await checkScreen(page, 'player (fr): settings');
      // Her own choice replaces the order's, on her record: a reload keeps it.
      await page.getByRole('radio', { name: 'Español' }).check();
      await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
      await checkScreen(page, 'player (es by choice): settings');
    } finally {
      await fleur.close();
    }

    const pablo = await enterOnPhone(pabloMail.link, 'Antes de empezar');
    try {
      const { page } = pablo;
      await checkScreen(page, 'player (es): NDA');
      await page.getByRole('button', { name: 'Acepto el acuerdo de confidencialidad' }).click();
      await page.getByRole('heading', { name: 'Bandeja de entrada' }).waitFor();
      await checkScreen(page, 'player (es): inbox');
      await page.locator('.mail-item', { hasText: /Unusual encryption activity/ }).click();
      await page.getByRole('heading', { name: 'Responder' }).waitFor();
      await checkScreen(page, 'player (es): message and question');
      await page.screenshot({ path: `${SHOTS}/languages-es-question.png`, fullPage: true });
    } finally {
      await pablo.close();
    }
  });
});
