import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ownerToken, portalOrder } from '../../testing/orders';
import { playersRepo } from '../exercises/players.repo';

let server: TestServer;
/** The two players' link tokens: fay (French on her row) and ben (the order's German). */
let links: { fay: string; ben: string };

beforeAll(async () => {
  server = await startTestServer();
  const order = portalOrder(await ownerToken(server), {
    identifier: 'Language drill',
    language: 'de',
    players: [
      { email: 'fay@acme.test', team: -1, language: 'fr' },
      { email: 'ben@acme.test', team: -1 },
    ],
  });
  const { status, body } = await server.post('/api/createOrder', order);
  expect(status).toBe(200);
  const [fay, ben] = (body as { players: { token: string }[] }).players;
  links = { fay: fay!.token, ben: ben!.token };
});
afterAll(async () => {
  await server.close();
});

async function session(link: string) {
  const { body } = await server.post('/api/loginToken', { token: link });
  return body as { token: string; language?: string; orderLanguage?: string };
}

describe("the player's language (docs/languages.md)", () => {
  it("keeps the order's language and each row's own on the records, and answers both", async () => {
    expect(await session(links.fay)).toMatchObject({ language: 'fr', orderLanguage: 'de' });
    const ben = await session(links.ben);
    expect(ben.orderLanguage).toBe('de');
    expect(ben).not.toHaveProperty('language');
  });

  it("setPlayerLanguage keeps the player's own choice on their record", async () => {
    const { token } = await session(links.ben);
    const answer = await server.post('/api/setPlayerLanguage', { token, language: 'es' });
    expect(answer).toMatchObject({ status: 200, body: { type: 'success' } });
    expect(await session(links.ben)).toMatchObject({ language: 'es', orderLanguage: 'de' });
    const stored = await playersRepo(server.store).findByLinkToken(links.ben);
    expect(stored?.language).toBe('es');
  });

  it('refuses a language the product does not speak with 400, changing nothing', async () => {
    const { token } = await session(links.fay);
    const answer = await server.post('/api/setPlayerLanguage', { token, language: 'pl' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        type: 'failed',
        data: expect.stringContaining('Choose English, German, French or Spanish.'),
      },
    });
    expect((await session(links.fay)).language).toBe('fr');
  });

  it('refuses the call without a player token', async () => {
    const answer = await server.post('/api/setPlayerLanguage', { token: 'nope', language: 'de' });
    expect(answer.status).toBe(401);
  });
});

describe("the players' mails in their language", () => {
  const branding = { name: 'Acme', logoUrl: '' };
  const link = {
    scenario: 'Ransomware at Dawn',
    identifier: 'Q1',
    link: 'https://d.test/exercise/t',
    expiresOn: '2026-12-07',
    expiresAt: '2026-12-07T23:59:59.999Z',
    playtime: '90 minutes',
  };

  it('writes the invitation, its date and its frame in German', () => {
    const mail = renderMail(branding, { kind: 'invitation', ...link, language: 'de' });
    expect(mail.subject).toBe('Acme lädt Sie zur Übung „Ransomware at Dawn“ ein');
    expect(mail.text).toContain('Ihr Link ist gültig bis Montag, 7. Dezember 2026 um 23:59 UTC.');
    expect(mail.text).toContain('(Spieldauer: 90 minutes)');
    expect(mail.text).toContain('Gesendet von Incident Dojo');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('writes the reminder in French and the extension in Spanish', () => {
    const reminder = renderMail(branding, { kind: 'reminder', ...link, language: 'fr' });
    expect(reminder.subject).toBe('Rappel : votre exercice « Ransomware at Dawn » vous attend');
    const extension = renderMail(branding, { kind: 'extension', ...link, language: 'es' });
    expect(extension.subject).toMatch(
      /^Su enlace a «Ransomware at Dawn» es válido ahora hasta el lunes, 7 de diciembre de 2026/,
    );
  });

  it('writes a stored mail without a language in English, as before', () => {
    const mail = renderMail(branding, { kind: 'invitation', ...link });
    expect(mail.subject).toBe('Acme invites you to the exercise "Ransomware at Dawn"');
    expect(mail.html).toContain('<html lang="en">');
  });
});
