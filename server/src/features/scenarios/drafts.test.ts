import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, type ScenarioEvent } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';
import { adminToken, campaignOrder } from '../../testing/orders';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

/** Drafts and publishing (docs/editor-api.md, "Drafts and publishing"). */

let server: TestServer;
let token: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
  admin = await adminToken(server);
});
afterAll(async () => {
  await server.close();
});

/** The event's content changed (a Social event's subject follows its content). */
const edited = (events: ScenarioEvent[], id: string, content: string): ScenarioEvent[] =>
  events.map((event) => (event.id === id ? { ...event, content } : event));
const draft = (fileName: string, scenario: ScenarioEvent[], baseRevision?: number, extra = {}) =>
  server.post('/api/saveFile', {
    ...scenarioBody(token, fileName, scenario),
    visible: true,
    ...extra,
    baseRevision,
    draft: true,
  });
const publish = (fileName: string, baseRevision?: number) =>
  server.post('/api/publishScenario', { token, fileName, baseRevision });
const load = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as {
    revision: number;
    title: string;
    scenario: ScenarioEvent[];
    published?: { version: string | null; changed: boolean };
  };
const versions = async (filename: string) =>
  (await server.post('/api/previousVersions', { token, filename, directory: 'scenarios' }))
    .body as { filename: string; kind?: string; label?: string; savedBy?: string; live?: true }[];
const catalogue = async () =>
  ((await server.get('/api/getPortalScenarios')).body as { fileName: string }[]).map(
    (s) => s.fileName,
  );
const subject = (file: { scenario: ScenarioEvent[] }, id: string) =>
  file.scenario.find((event) => event.id === id)?.content;

describe('a draft save', () => {
  it('keeps no version and changes nothing players see, until the author publishes', async () => {
    const first = await draft('drafted', EVENTS, 0);
    expect(first.body).toMatchObject({ type: 'success', data: DRAFT_MESSAGES.saved('drafted') });
    for (let save = 1; save <= 4; save += 1) {
      expect((await draft('drafted', edited(EVENTS, '2', `Take ${save}`), save)).status).toBe(200);
    }
    expect(await versions('drafted')).toEqual([]);
    expect(await catalogue()).not.toContain('drafted');
    expect(await server.repos.scenarios.findByFileName('drafted')).toBeNull();
    // The editor opens the draft, and lists it.
    expect(subject(await load('drafted'), '2')).toBe('Take 4');
    expect((await load('drafted')).published).toEqual({
      version: null,
      publishedAt: null,
      changed: true,
    });
    expect((await server.post('/api/files', { token })).body).toContain('drafted');

    const published = await publish('drafted', 5);
    expect(published.body).toMatchObject({
      type: 'success',
      data: DRAFT_MESSAGES.published('drafted', 'drafted-v1'),
      version: 'drafted-v1',
      revision: 5,
    });
    expect(await catalogue()).toContain('drafted');
    expect(await versions('drafted')).toEqual([
      expect.objectContaining({ filename: 'drafted-v1', kind: 'published' }),
    ]);
    expect((await load('drafted')).published).toMatchObject({
      version: 'drafted-v1',
      changed: false,
    });
  });

  it('keeps a named version on request, without publishing it', async () => {
    await draft('named', EVENTS, 0);
    const kept = await server.post('/api/saveNamedVersion', {
      token,
      fileName: 'named',
      label: 'Before the review',
    });
    expect(kept.body).toMatchObject({
      type: 'success',
      version: 'named-v1',
      data: DRAFT_MESSAGES.named('named', 'named-v1', 'Before the review'),
    });
    expect(await versions('named')).toEqual([
      expect.objectContaining({ filename: 'named-v1', kind: 'named', label: 'Before the review' }),
    ]);
    expect(await catalogue()).not.toContain('named');
    // Previous Versions says who kept each version and which one players get.
    expect((await publish('named')).status).toBe(200);
    const listed = await versions('named');
    expect(listed.map((v) => [v.filename, v.kind, v.savedBy, v.live])).toEqual([
      ['named-v2', 'published', 'author', true],
      ['named-v1', 'named', 'author', undefined],
    ]);
    const empty = await server.post('/api/saveNamedVersion', {
      token,
      fileName: 'named',
      label: ' ',
    });
    expect(empty.status).toBe(400);
  });

  it('leaves a running exercise on the version it started with', async () => {
    await draft('midGame', edited(EVENTS, '2', 'Version one'), 0);
    expect((await publish('midGame')).status).toBe(200);
    const order = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { scenario: 'midGame' }),
    );
    expect(order.status).toBe(200);
    const { exerciseId } = order.body as { exerciseId: string };

    await draft('midGame', edited(EVENTS, '2', 'Version two'), 1);
    // A draft changes no exercise, running or new.
    const running = await server.repos.exercises.findById(exerciseId);
    expect(subject(running!.scenario, '2')).toBe('Version one');
    const meanwhile = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { scenario: 'midGame', identifier: 'Ordered meanwhile' }),
    );
    const ordered = await server.repos.exercises.findById(
      (meanwhile.body as { exerciseId: string }).exerciseId,
    );
    expect(subject(ordered!.scenario, '2')).toBe('Version one');
    expect((await publish('midGame')).status).toBe(200);
    const after = await server.repos.exercises.findById(exerciseId);
    expect(subject(after!.scenario, '2')).toBe('Version one');
    const next = await server.post(
      '/api/createOrder',
      campaignOrder(admin, { scenario: 'midGame', identifier: 'Second run' }),
    );
    const fresh = await server.repos.exercises.findById(
      (next.body as { exerciseId: string }).exerciseId,
    );
    expect(subject(fresh!.scenario, '2')).toBe('Version two');
  });

  it('opens a scenario stored before drafts as its own draft, at its revision', async () => {
    await server.repos.scenarios.insert({
      ...scenarioBody(token, 'oldShape'),
      token: undefined,
      _id: 'oldShape',
      updatedAt: '2025-01-01T00:00:00.000Z',
      revision: 7,
    } as never);
    const loaded = await load('oldShape');
    expect(loaded.revision).toBe(7);
    expect(loaded.published).toMatchObject({ changed: false });
    expect((await draft('oldShape', edited(EVENTS, '2', 'Edited'), 7)).body).toMatchObject({
      revision: 8,
    });
    // Players still get the stored one until it is published.
    const stored = await server.repos.scenarios.findByFileName('oldShape');
    expect(subject(stored!, '2')).toBe('Did anyone click the link?');
  });
});

describe('publishScenario', () => {
  it('refuses a draft with errors, with the check messages, and changes nothing', async () => {
    const unreachable: ScenarioEvent[] = [
      ...EVENTS,
      { ...EVENTS[1]!, id: '9', subject: 'Orphan', next: -1 },
    ];
    await draft('broken', unreachable, 0);
    const refused = await publish('broken');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      type: 'failed',
      code: 'publish_refused',
      data: 'Not published: fix these first.\nEvent (9) Orphan cannot be reached from the start.',
    });
    const readiness = (refused.body as { readiness: { errors: string[] } }).readiness;
    // The draft save answered the same check, word for word.
    const saved = (await draft('broken', unreachable, 1)).body as {
      readiness: { errors: string[] };
    };
    expect(saved.readiness.errors).toEqual(readiness.errors);
    expect(await server.repos.scenarios.findByFileName('broken')).toBeNull();
    expect(await versions('broken')).toEqual([]);
  });

  it('refuses a draft changed since the author checked it (409)', async () => {
    await draft('moved', EVENTS, 0);
    await draft('moved', edited(EVENTS, '2', 'Later'), 1);
    expect((await publish('moved', 1)).status).toBe(409);
  });
});

describe('two authors on one draft', () => {
  it('merges changes to different events: both land', async () => {
    await draft('together', EVENTS, 0);
    const a = await draft('together', edited(EVENTS, '2', 'A wrote this'), 1);
    expect(a.body).toMatchObject({ revision: 2 });
    const b = await draft('together', edited(EVENTS, '3', 'B wrote this'), 1);
    expect(b.body).toMatchObject({ revision: 3, data: DRAFT_MESSAGES.merged('together') });
    const merged = await load('together');
    expect(subject(merged, '2')).toBe('A wrote this');
    expect(subject(merged, '3')).toBe('B wrote this');
    expect(subject((b.body as { merged: { scenario: ScenarioEvent[] } }).merged, '2')).toBe(
      'A wrote this',
    );
  });

  it('merges over a scenario stored before drafts that another author saved the old way', async () => {
    await server.repos.scenarios.insert({
      ...scenarioBody(token, 'oldTogether'),
      token: undefined,
      _id: 'oldTogether',
      updatedAt: '2025-01-01T00:00:00.000Z',
      revision: 3,
    } as never);
    const a = await server.post('/api/saveFile', {
      ...scenarioBody(token, 'oldTogether', edited(EVENTS, '2', 'A the old way')),
      baseRevision: 3,
    });
    expect(a.body).toMatchObject({ revision: 4 });
    const b = await draft('oldTogether', edited(EVENTS, '1', 'B in a draft'), 3);
    expect(b.body).toMatchObject({ revision: 5 });
    const merged = await load('oldTogether');
    expect(subject(merged, '2')).toBe('A the old way');
    expect(subject(merged, '1')).toBe('B in a draft');
  });

  it('merges scenario fields apart from events', async () => {
    await draft('fields', EVENTS, 0);
    await draft('fields', EVENTS, 1, { title: 'New title by A' });
    await draft('fields', edited(EVENTS, '2', 'B event'), 1);
    const merged = await load('fields');
    expect(merged.title).toBe('New title by A');
    expect(subject(merged, '2')).toBe('B event');
  });

  it('asks only on a real clash (same event, same field), showing both values, writing nothing', async () => {
    await draft('clash', EVENTS, 0);
    await draft('clash', edited(EVENTS, '2', 'From A'), 1);
    const b = await draft('clash', edited(edited(EVENTS, '2', 'From B'), '3', 'B only'), 1);
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({
      type: 'failed',
      code: 'edit_clash',
      data: DRAFT_MESSAGES.clash(1),
      revision: 2,
      clashes: [{ eventId: '2', field: 'content', theirs: 'From A', mine: 'From B' }],
    });
    // The merged copy carries B's other change and A's value at the clash.
    const merged = (b.body as { merged: { scenario: ScenarioEvent[] } }).merged;
    expect(subject(merged, '3')).toBe('B only');
    expect(subject(merged, '2')).toBe('From A');
    expect((await load('clash')).revision).toBe(2);
  });

  it('loses none of five saves sent at once from the same base, each to its own event', async () => {
    const many: ScenarioEvent[] = [
      ...EVENTS,
      ...['4', '5', '6'].map((id) => ({ ...EVENTS[1]!, id, subject: `Step ${id}`, next: -1 })),
    ];
    await draft('race', many, 0);
    const ids = ['2', '3', '4', '5', '6'];
    const answers = await Promise.all(
      ids.map((id) => draft('race', edited(many, id, `Author of ${id}`), 1)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const merged = await load('race');
    expect(merged.revision).toBe(6);
    for (const id of ids) expect(subject(merged, id)).toBe(`Author of ${id}`);
  });
});
