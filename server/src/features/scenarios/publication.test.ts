import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

/** Saving with Visible ticked publishes only a scenario that passes the check (docs/editor-api.md). */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
  await server.post('/api/createOrganisation', { token, name: 'Acme Corp' });
  await server.post('/api/createPersona', {
    token,
    org: 'Acme Corp',
    name: 'Sam Patel',
    email: 'sam@acme.example',
    role: 'SOC Analyst',
  });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  type: string;
  data: string;
  publication: { published: boolean; errors: string[]; warnings: string[] };
}
const publish = async (fileName: string, scenario: ScenarioEvent[], publishAnyway?: boolean) => {
  const answer = await server.post('/api/saveFile', {
    ...scenarioBody(token, fileName, scenario),
    visible: true,
    publishAnyway,
  });
  expect(answer.status).toBe(200);
  return answer.body as Answer;
};
const catalogue = async () =>
  ((await server.get('/api/getPortalScenarios')).body as { fileName: string }[]).map(
    (card) => card.fileName,
  );
const stored = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as { visible: boolean };
const change = (id: string, fields: Partial<ScenarioEvent>) =>
  EVENTS.map((event) => (event.id === id ? { ...event, ...fields } : event));

describe('saveFile with visible: true', () => {
  it('publishes a scenario that passes the check', async () => {
    const answer = await publish('cleanPublish', EVENTS);
    expect(answer.publication).toEqual({ published: true, errors: [], warnings: [] });
    expect(await catalogue()).toContain('cleanPublish');
  });

  it('saves a scenario with a dangling next and an unreachable event hidden, saying why', async () => {
    const broken = [
      ...change('3', { next: '9', options: JSON.stringify([{ option: 'Report it' }]) }),
      { ...EVENTS[1]!, id: '4', subject: 'Orphan mail' },
    ];
    const answer = await publish('brokenPublish', broken);
    expect(answer.type).toBe('warning');
    expect(answer.publication.published).toBe(false);
    expect(answer.publication.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Event (4) Orphan mail cannot be reached from the start.'),
        expect.stringContaining('leads to 9'),
      ]),
    );
    expect(answer.data).toContain('Saved hidden: fix these before publishing.');
    expect((await stored('brokenPublish')).visible).toBe(false);
    expect(await catalogue()).not.toContain('brokenPublish');
    // Publish anyway does not override errors.
    expect((await publish('brokenPublish', broken, true)).publication.published).toBe(false);
  });

  it('refuses a question players cannot answer as an error: an option question with no options', async () => {
    const noOptions = change('3', { options: '', responseType: 'option' });
    const answer = await publish('unanswerable', noOptions);
    expect(answer.publication.published).toBe(false);
    expect(answer.publication.errors).toEqual([
      expect.stringMatching(
        /^Event \(3\) .+ is an option question with no options: players cannot answer it\.$/,
      ),
    ]);
    expect(await catalogue()).not.toContain('unanswerable');
    // Publish anyway does not override it.
    expect((await publish('unanswerable', noOptions, true)).publication.published).toBe(false);
  });

  it('needs publish anyway for warnings: an attached PDF that does not exist', async () => {
    const missingPdf = change('2', { pdf: 'noSuchPdf' });
    const answer = await publish('warnedPublish', missingPdf);
    expect(answer.publication).toMatchObject({ published: false, errors: [] });
    expect(answer.publication.warnings).toEqual(
      expect.arrayContaining([
        'Event (2) Suspicious mail attaches the PDF noSuchPdf, which does not exist.',
      ]),
    );
    expect(await catalogue()).not.toContain('warnedPublish');
    const anyway = await publish('warnedPublish', missingPdf, true);
    expect(anyway.publication.published).toBe(true);
    expect(await catalogue()).toContain('warnedPublish');
  });

  it('refuses a form answer with no form, and one naming a Document PDF, as errors', async () => {
    await server.post('/api/savePDF', {
      token,
      filename: 'plainMemo',
      title: 'Memo',
      content: 'text',
      images: [],
      type: 'Document',
      fields: [],
    });
    const noForm = await publish('formless', change('2', { responseType: 'form', options: '' }));
    expect(noForm.publication.errors).toContain(
      'Event (2) Suspicious mail asks for a form but names none: players cannot answer it.',
    );
    const documentForm = change('2', { responseType: 'form', options: 'plainMemo' });
    expect((await publish('documentForm', documentForm)).publication.errors).toContain(
      'Event (2) Suspicious mail asks for the form plainMemo, which is a Document, not a Form.',
    );
  });

  it('warns about events whose persona or organisation no longer exists', async () => {
    const gone = change('2', { name: 'Gone Person' });
    expect((await publish('ghostPersona', gone)).publication.warnings).toContain(
      'Event (2) Suspicious mail is sent by Gone Person of Acme Corp, who no longer exists.',
    );
  });
});

describe('renaming or removing what events send from', () => {
  it('lists the events that named the persona or organisation, so the author can fix them', async () => {
    await server.post('/api/createOrganisation', { token, name: 'Usage Org' });
    const persona = { name: 'Uma Used', email: 'uma@usage.example', role: 'CISO' };
    await server.post('/api/createPersona', { token, org: 'Usage Org', ...persona });
    const sender = { name: 'Uma Used', organisation: 'Usage Org' };
    await server.post('/api/saveFile', scenarioBody(token, 'usesUma', change('2', sender)));

    const renamed = await server.post('/api/editPersona', {
      token,
      org: 'Usage Org',
      newOrg: 'Usage Org',
      persona: 'Uma Used',
      ...persona,
      name: 'Uma Renamed',
    });
    expect(renamed.body).toMatchObject({
      affected: ['usesUma: Event (2) Suspicious mail (Uma Used of Usage Org)'],
    });
    const removed = await server.post('/api/removeOrganisation', { token, filename: 'Usage Org' });
    expect(removed.body).toMatchObject({
      affected: ['usesUma: Event (2) Suspicious mail (Uma Used of Usage Org)'],
    });
  });
});
