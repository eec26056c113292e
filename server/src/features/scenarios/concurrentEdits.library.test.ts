import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';
import { EVENTS } from '../../testing/scenarioSamples';

/** Sections and PDFs keep concurrent edits apart like scenarios (docs/editor-api.md). */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

const stale = (kind: string) =>
  new RegExp(`^This ${kind} was changed by author at .+ UTC\\. Reload it or save as a copy\\.$`);

const memo = (content: string, baseRevision?: number) => ({
  token,
  filename: 'sharedMemo',
  title: 'Memo',
  content,
  images: [],
  type: 'Document',
  fields: [],
  baseRevision,
});

describe('saveSection with baseRevision', () => {
  it('lets one of 3 concurrent writers of revision 1 through and refuses the others with 409', async () => {
    const save = (subject: string, baseRevision: number) =>
      server.post('/api/saveSection', {
        token,
        fileName: 'sharedSection',
        scenario: EVENTS.map((event) => ({ ...event, subject })),
        baseRevision,
      });
    expect((await save('first', 0)).body).toMatchObject({ type: 'success', revision: 1 });
    const answers = await Promise.all(['a', 'b', 'c'].map((subject) => save(subject, 1)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ data: expect.stringMatching(stale('section')) });
  });
});

describe('savePDF with baseRevision', () => {
  it('refuses a stale copy with 409 and keeps the newer content; loadPDF tells the revision', async () => {
    await server.post('/api/savePDF', memo('first', 0));
    expect((await server.post('/api/savePDF', memo('A wrote this', 1))).status).toBe(200);
    const late = await server.post('/api/savePDF', memo('B wrote this', 1));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      data: expect.stringMatching(stale('PDF')),
      stale: { revision: 2, updatedBy: 'author' },
    });
    const loaded = await server.post('/api/loadPDF', { token, filename: 'sharedMemo' });
    expect(loaded.body).toMatchObject({ content: 'A wrote this', revision: 2 });
  });
});
