import { describe, expect, it } from 'vitest';
import {
  DEMO_SCENARIO,
  type ReportData,
  type ScenarioEvent,
  type ScenarioTranslation,
} from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { adminToken, portalOrder } from '../../testing/orders';
import {
  agreeNda,
  answer,
  enterAs,
  type ReportsWorld,
  eachReportsWorld,
  ISOLATE,
} from '../../testing/reports';

let world: ReportsWorld;
let admin: string;
eachReportsWorld(async (started) => {
  world = started;
  admin = await adminToken(world.server);
});

const FR = { 0: 'Isoler FS-02 du réseau maintenant', 1: 'Observer et réunir des preuves' };
const ES = { 0: 'Aislar FS-02 de la red ahora', 1: 'Observar y reunir más pruebas' };

function translation(
  subject: string,
  options: Record<number, string>,
  title?: string,
): ScenarioTranslation {
  return {
    ...(title === undefined ? {} : { title }),
    events: { '2': { subject, options: { '0': options[0]!, '1': options[1]! } } },
    personas: {},
    pdfs: {},
  };
}

/** The translations' own counter, what a translation save sends as its base. */
async function revision(): Promise<number> {
  const { body } = await world.server.post('/api/loadFile', {
    token: admin,
    filename: DEMO_SCENARIO.fileName,
  });
  return (body as { translationsVersion: number }).translationsVersion;
}

async function translate(language: string, value: ScenarioTranslation, base?: number) {
  return world.server.post('/api/saveTranslation', {
    token: admin,
    fileName: DEMO_SCENARIO.fileName,
    language,
    translation: value,
    baseRevision: base ?? (await revision()),
  });
}

function today(): string {
  const now = new Date(world.clock.now());
  return `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}-${now.getUTCDate()}`;
}

const players = [
  { email: 'fr@acme.test', team: -1, language: 'fr' },
  { email: 'es@acme.test', team: -1, language: 'es' },
];

async function orderPolyglot(list: object[] = players, identifier = 'Polyglot') {
  return world.server.post(
    '/api/createOrder',
    portalOrder(world.owner, {
      identifier,
      date: today(),
      trainer: DEMO.trainer.username,
      players: list,
    }),
  );
}

async function inbox(token: string, user: string): Promise<ScenarioEvent[]> {
  const { body } = await world.server.post('/api/getMail', { token, player: user });
  return (body as { events: ScenarioEvent[] }).events;
}

/** The draft goes live (docs/editor-api.md, "Drafts and publishing"), its translations too. */
async function publish() {
  const published = await world.server.post('/api/publishScenario', {
    token: admin,
    fileName: DEMO_SCENARIO.fileName,
  });
  expect(published.status).toBe(200);
}

async function frenchSubject(ordered: { body: unknown }): Promise<string | undefined> {
  const [player] = (ordered.body as { players: { user: string; token: string }[] }).players;
  const token = await enterAs(world, player!.token);
  await agreeNda(world, token);
  world.clock.advance(30_000);
  return (await inbox(token, player!.user)).find((event) => event.id === '2')?.subject;
}

async function translated() {
  expect(
    (
      await translate(
        'fr',
        translation('Chiffrement inhabituel sur FS-02', FR, 'Rançongiciel à l’aube'),
      )
    ).status,
  ).toBe(200);
  expect((await translate('es', translation('Cifrado inusual en FS-02', ES))).status).toBe(200);
  await publish();
}

describe('a scenario ordered in French and Spanish', () => {
  it('gives each player their language and reports both on the same question', async () => {
    await translated();
    const ordered = await orderPolyglot();
    expect(ordered.status).toBe(200);
    const [fr, es] = (ordered.body as { players: { user: string; token: string }[] }).players;
    const tokens = { fr: await enterAs(world, fr!.token), es: await enterAs(world, es!.token) };
    const session = await world.server.post('/api/loginToken', { token: fr!.token });
    expect((session.body as { scenario: string }).scenario).toBe('Rançongiciel à l’aube');
    for (const token of Object.values(tokens)) await agreeNda(world, token);
    world.clock.advance(30_000);

    const french = (await inbox(tokens.fr, fr!.user)).find((event) => event.id === '2');
    const spanish = (await inbox(tokens.es, es!.user)).find((event) => event.id === '2');
    expect(french?.subject).toBe('Chiffrement inhabituel sur FS-02');
    expect(spanish?.subject).toBe('Cifrado inusual en FS-02');
    expect(JSON.parse(french?.options ?? '[]')).toEqual([
      { option: FR[0], next: '3' },
      { option: FR[1], next: '4' },
    ]);
    // Untranslated texts fall back to the original.
    expect(french?.content).toBe(DEMO_SCENARIO.scenario.find((e) => e.id === '2')?.content);

    expect((await answer(world, tokens.fr, fr!.user, '2', FR[0])).status).toBe(200);
    expect((await answer(world, tokens.es, es!.user, '2', ES[0])).status).toBe(200);
    const answered = (await inbox(tokens.fr, fr!.user)).find((event) => event.id === '2');
    expect(answered).toMatchObject({ response: FR[0], correct: [FR[0]] });

    const { body } = await world.server.post('/api/getResponses', {
      token: world.trainer,
      group: 'Polyglot',
    });
    const report = body as ReportData;
    const question = report.questions.find((entry) => entry.id === '2');
    // The question in the original, one answer group for both languages.
    expect(question?.subject).toBe('Unusual encryption activity on FS-02');
    expect(question?.responses).toEqual([
      expect.objectContaining({
        text: ISOLATE,
        count: 2,
        mark: 'correct',
        respondents: expect.arrayContaining([
          expect.objectContaining({ player: 'fr@acme.test', language: 'fr', answer: FR[0] }),
          expect.objectContaining({ player: 'es@acme.test', language: 'es', answer: ES[0] }),
        ]),
      }),
    ]);
    expect(report.scores.map((row) => [row.user, row.language])).toEqual(
      expect.arrayContaining([
        ['fr@acme.test', 'fr'],
        ['es@acme.test', 'es'],
      ]),
    );
  });

  it('stores each ordered player’s language on the player', async () => {
    await translated();
    await orderPolyglot();
    const repo = world.server.store.collection<{ _id: string; user: string; language?: string }>(
      'players',
    );
    const docs = await repo.find({ user: { $in: ['fr@acme.test', 'es@acme.test'] } });
    expect(docs.map((doc) => [doc.user, doc.language]).sort()).toEqual([
      ['es@acme.test', 'es'],
      ['fr@acme.test', 'fr'],
    ]);
  });

  it('plays a language the scenario lacks in its original, while the product speaks it', async () => {
    await translated();
    const ordered = await orderPolyglot([{ email: 'de@acme.test', team: -1, language: 'de' }]);
    expect(ordered.status).toBe(200);
    const [de] = (ordered.body as { players: { user: string; token: string }[] }).players;
    const session = await world.server.post('/api/loginToken', { token: de!.token });
    // Her page and mails speak German (docs/languages.md); the scenario has no German.
    expect(session.body).toMatchObject({ language: 'de' });
    expect((session.body as { scenario: string }).scenario).not.toBe('Rançongiciel à l’aube');
    const token = await enterAs(world, de!.token);
    await agreeNda(world, token);
    world.clock.advance(30_000);
    const second = (await inbox(token, de!.user)).find((event) => event.id === '2');
    expect(second?.subject).toBe('Unusual encryption activity on FS-02');
  });
});

describe('saveTranslation', () => {
  it('saves to the draft: no player gets the translation until the author publishes', async () => {
    const french = translation('Chiffrement inhabituel sur FS-02', FR, 'Rançongiciel à l’aube');
    expect((await translate('fr', french)).status).toBe(200);
    const card = async () =>
      (
        (await world.server.get('/api/getPortalScenarios')).body as {
          fileName: string;
          languages?: string[];
        }[]
      ).find((entry) => entry.fileName === DEMO_SCENARIO.fileName)?.languages;
    // The editor reads the draft's translation and calls the draft changed.
    const draft = await world.server.post('/api/loadFile', {
      token: admin,
      filename: DEMO_SCENARIO.fileName,
    });
    expect(draft.body).toMatchObject({
      translations: { fr: { title: 'Rançongiciel à l’aube' } },
      published: { changed: true },
    });
    expect(await card()).toEqual(['en']);
    const fr = [{ email: 'fr@acme.test', team: -1, language: 'fr' }];
    expect(await frenchSubject(await orderPolyglot(fr))).toBe(
      'Unusual encryption activity on FS-02',
    );

    await publish();
    expect(await card()).toEqual(['en', 'fr']);
    const later = [{ email: 'fr2@acme.test', team: -1, language: 'fr' }];
    expect(await frenchSubject(await orderPolyglot(later, 'Published'))).toBe(
      'Chiffrement inhabituel sur FS-02',
    );
  });

  it('refuses a save based on an older revision (409) and keeps the newer translation', async () => {
    const base = await revision();
    expect((await translate('fr', translation('Premier', FR), base)).status).toBe(200);
    const stale = await translate('fr', translation('Second', FR), base);
    expect(stale.status).toBe(409);
    const { body } = await world.server.post('/api/loadFile', {
      token: admin,
      filename: DEMO_SCENARIO.fileName,
    });
    expect(
      (body as { translations: Record<string, ScenarioTranslation> }).translations.fr?.events['2']
        ?.subject,
    ).toBe('Premier');
  });

  it('keeps the translations when the editor saves the scenario, and counts what they lack', async () => {
    await translated();
    const { body } = await world.server.post('/api/loadFile', {
      token: admin,
      filename: DEMO_SCENARIO.fileName,
    });
    const {
      translations: _t,
      revision: baseRevision,
      updatedAt: _a,
      updatedBy: _b,
      ...file
    } = body as Record<string, unknown>;
    const saved = await world.server.post('/api/saveFile', {
      token: admin,
      ...file,
      baseRevision,
      publishAnyway: true,
    });
    expect(saved.status).toBe(200);
    // The pre-publish check counts what each translation still lacks.
    expect((saved.body as { publication: { warnings: string[] } }).publication.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Français translation: \d+ texts are missing/),
        expect.stringMatching(/^Español translation: \d+ texts are missing/),
      ]),
    );
    const catalogue = await world.server.get('/api/getPortalScenarios');
    const card = (catalogue.body as { fileName: string; languages?: string[] }[]).find(
      (entry) => entry.fileName === DEMO_SCENARIO.fileName,
    );
    expect(card?.languages).toEqual(['en', 'fr', 'es']);
    const again = await world.server.post('/api/loadFile', {
      token: admin,
      filename: DEMO_SCENARIO.fileName,
    });
    expect(Object.keys((again.body as { translations: object }).translations)).toEqual([
      'fr',
      'es',
    ]);
  });

  it('refuses to translate into the original language', async () => {
    const refused = await translate('en', translation('Same', FR));
    expect(refused).toMatchObject({ status: 400, body: { code: 'unsupported_language' } });
  });
});
