import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { TestServer } from '../../testing/testServer';
import { expectFailed, backOfficePerFile } from '../../testing/backOffice';
import { EVENTS } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;
let customerToken: string;

backOfficePerFile((office) => ({ server, staff: token, customer: customerToken } = office));

const sections = async () => (await server.post('/api/sections', { token })).body as string[];
const save = (fileName: string, scenario = EVENTS.slice(1)) =>
  server.post('/api/saveSection', { token, fileName, scenario });

describe('saveSection and loadSection', () => {
  it('saves a section, lists it and loads its events, normalised', async () => {
    const answer = await save('triage');
    expect(answer.body).toMatchObject({
      type: 'success',
      data: 'Section triage saved (version triage-v1).',
    });
    expect(await sections()).toContain('triage');
    const { body } = await server.post('/api/loadSection', { token, filename: 'triage' });
    const events = body as ScenarioEvent[];
    expect(events.map((event) => event.id)).toEqual(['2', '3']);
    expect(events[0]).toMatchObject({ type: 'Email', responseType: 'text', options: 'text' });
  });

  it('saves over a section with the same name', async () => {
    await save('reused');
    await save('reused', EVENTS.slice(2));
    const { body } = await server.post('/api/loadSection', { token, filename: 'reused' });
    expect((body as ScenarioEvent[]).map((event) => event.id)).toEqual(['3']);
  });

  it.each([
    ['', 'Enter a file name'],
    ['triage-2', "The character '-' is not allowed to be in the filename."],
  ])('rejects the name %j with its message and changes nothing', async (fileName, message) => {
    const before = await sections();
    expectFailed(await save(fileName), 400, message);
    expect(await sections()).toEqual(before);
  });

  it('rejects loading nothing with "Please Select a Section"', async () => {
    const answer = await server.post('/api/loadSection', { token, filename: '' });
    expectFailed(answer, 400, 'Please Select a Section');
  });

  it('answers 404 for an unknown section', async () => {
    const answer = await server.post('/api/loadSection', { token, filename: 'nothing' });
    expectFailed(answer, 404, 'There is no section named nothing.');
  });

  it('answers 401 without a token and 403 to a customer token, saving nothing', async () => {
    const before = await sections();
    const body = { fileName: 'sneaky', scenario: EVENTS };
    expect((await server.post('/api/saveSection', body)).status).toBe(401);
    const customer = await server.post('/api/saveSection', { ...body, token: customerToken });
    expect(customer.status).toBe(403);
    expect(await sections()).toEqual(before);
  });
});

describe('removeSection', () => {
  it('deletes a section', async () => {
    await save('doomed');
    const answer = await server.post('/api/removeSection', { token, filename: 'doomed' });
    expect(answer.body).toEqual({ type: 'success', data: 'Section deleted' });
    expect(await sections()).not.toContain('doomed');
  });

  it('rejects no selection with "Please Select a Section" and changes nothing', async () => {
    const before = await sections();
    const answer = await server.post('/api/removeSection', { token, filename: '' });
    expectFailed(answer, 400, 'Please Select a Section');
    expect(await sections()).toEqual(before);
  });
});
