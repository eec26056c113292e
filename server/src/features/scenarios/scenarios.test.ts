import { describe, expect, it } from 'vitest';
import { cutDescription, type PortalScenario, type ScenarioFile } from '@dojo/protocol';
import type { TestServer } from '../../testing/testServer';
import { expectFailed, backOfficePerFile } from '../../testing/backOffice';
import type { ScenarioDoc } from './scenarios.repo';
import { DETAILS, EVENTS, scenarioBody } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;
let customerToken: string;

backOfficePerFile((office) => ({ server, staff: token, customer: customerToken } = office));

const files = async () => (await server.post('/api/files', { token })).body as string[];
const load = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as ScenarioFile;
const catalogue = async () =>
  ((await server.get('/api/getPortalScenarios')).body as { fileName: string }[]).map(
    (card) => card.fileName,
  );

describe('files', () => {
  it('lists the scenario names, the demo scenario among them', async () => {
    expect(await files()).toContain('ransomwareAtDawn');
  });

  it('answers 401 without a token and 403 to a customer token', async () => {
    expectFailed(
      await server.post('/api/files', {}),
      401,
      'You need to be logged in to perform that action.',
    );
    expect((await server.post('/api/files', { token: customerToken })).status).toBe(403);
  });
});

describe('saveFile', () => {
  it('saves a new scenario, normalised as the editor saves it, with its pre-publish check', async () => {
    const answer = await server.post('/api/saveFile', scenarioBody(token, 'phishingFriday'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'success',
      data: 'Scenario phishingFriday saved (version phishingFriday-v1).',
      check: { unreachable: [], dangling: [], issues: expect.any(Array) },
    });
    expect(await files()).toContain('phishingFriday');

    const [, mail, alert] = (await load('phishingFriday')).scenario;
    expect(mail).toMatchObject({
      type: 'Email',
      responseType: 'text',
      options: 'text',
      pdf: '',
      correct: ['yes'],
      delay: '',
      visible: 'false',
    });
    expect(alert).toMatchObject({
      responseType: 'option',
      options: JSON.stringify([{ option: 'Report it', next: '/0' }]),
    });
  });

  it('saves a social post and a news article without their answers, saying so', async () => {
    const [preset, mail, alert] = EVENTS;
    const scenario = [
      preset!,
      { ...mail!, next: '3' },
      { ...alert!, type: 'Social' as const, subject: '', timeLimit: '300', next: '4' },
      {
        ...alert!,
        id: '4',
        type: 'News' as const,
        subject: 'Outage',
        responseType: 'text' as const,
        options: 'text',
        next: '/0',
      },
    ];
    const answer = await server.post('/api/saveFile', scenarioBody(token, 'noAnswers', scenario));
    expect(answer.body).toMatchObject({ type: 'warning' });
    expect((answer.body as { data: string }).data.split('\n').slice(1)).toEqual([
      'Event (3) Our CEO never asks for gift ca...: a Social post takes no answer, so its response and options were dropped.',
      'Event (4) Outage: a News article takes no answer, so its response and options were dropped.',
    ]);
    const [, , social, news] = (await load('noAnswers')).scenario;
    expect(social).toMatchObject({
      subject: 'Our CEO never asks for gift ca...',
      timeLimit: '-1',
      responseType: 'none',
      options: '',
    });
    expect(news).toMatchObject({ timeLimit: '-1', responseType: 'none', options: '' });
  });

  it('keeps a description of 2,000 characters whole; only the catalogue card cuts it, at 370', async () => {
    const description = `${'A real exercise brief. '.repeat(87)}End.`;
    expect(description.length).toBeGreaterThanOrEqual(2000);
    const body = {
      ...scenarioBody(token, 'longBrief'),
      title: 'Long brief',
      description,
      visible: true,
      publishAnyway: true,
    };
    expect((await server.post('/api/saveFile', body)).status).toBe(200);
    expect((await load('longBrief')).description).toBe(description);
    const cards = (await server.get('/api/getPortalScenarios')).body as PortalScenario[];
    const card = cards.find((entry) => entry.fileName === 'longBrief');
    expect(card?.description).toBe(description);
    expect(cutDescription(card!.description)).toBe(`${description.slice(0, 367)}...`);
  });

  it('saves over an existing scenario', async () => {
    await server.post('/api/saveFile', scenarioBody(token, 'overwritten'));
    const changed = { ...scenarioBody(token, 'overwritten'), title: 'Second take' };
    const answer = await server.post('/api/saveFile', changed);
    expect(answer.body).toMatchObject({ type: 'success' });
    expect((await load('overwritten')).title).toBe('Second take');
    expect((await files()).filter((name) => name === 'overwritten')).toHaveLength(1);
  });

  it('saves, with a warning, events that do not say when they show', async () => {
    const adrift = EVENTS.map((event) =>
      event.id === '3' ? { ...event, next: -1, options: '' } : event,
    );
    const answer = await server.post('/api/saveFile', {
      ...scenarioBody(token, 'adrift', adrift),
      scenario: adrift.map((event) => ({ ...event, responseType: undefined })),
    });
    expect(answer.body).toMatchObject({ type: 'warning' });
    expect((answer.body as { data: string }).data).toContain(
      'Event (3) Report gift card requests does not have when its going to be displayed.',
    );
    expect(await files()).toContain('adrift');
  });

  it.each([
    ['', 'Enter a file name'],
    ['  ', 'Enter a file name'],
    ['phishing-friday', "The character '-' is not allowed to be in the filename."],
  ])('rejects the name %j with its message and changes nothing', async (fileName, message) => {
    const before = await files();
    expectFailed(await server.post('/api/saveFile', scenarioBody(token, fileName)), 400, message);
    expect(await files()).toEqual(before);
  });

  it('refuses a customer token with 403 and saves nothing', async () => {
    const answer = await server.post('/api/saveFile', scenarioBody(customerToken, 'sneaky'));
    expect(answer.status).toBe(403);
    expect(await files()).not.toContain('sneaky');
  });
});

describe('loadFile', () => {
  it('infers each response type from the stored options, as the editor loads it', async () => {
    const legacy = EVENTS.map(({ responseType: _type, ...event }) => event);
    const updatedAt = new Date().toISOString();
    await server.store.collection<ScenarioDoc>('scenarios').insertOne({
      _id: 'legacyFile',
      fileName: 'legacyFile',
      ...DETAILS,
      scenario: legacy,
      updatedAt,
    });
    const loaded = await load('legacyFile');
    expect(loaded.scenario.map((event) => event.responseType)).toEqual(['none', 'none', 'option']);
    expect(loaded).toMatchObject({ fileName: 'legacyFile', title: DETAILS.title });
  });

  it('rejects no selection with "Please Select a Scenario"', async () => {
    const answer = await server.post('/api/loadFile', { token, filename: '' });
    expectFailed(answer, 400, 'Please Select a Scenario');
  });

  it('answers 404 for an unknown scenario', async () => {
    const answer = await server.post('/api/loadFile', { token, filename: 'nothing' });
    expectFailed(answer, 404, 'There is no scenario named nothing.');
  });
});

describe('removeScenario', () => {
  it('deletes the scenario with "Scenario deleted", and it leaves the catalogue', async () => {
    await server.post('/api/saveFile', { ...scenarioBody(token, 'shortLived'), visible: true });
    expect(await catalogue()).toContain('shortLived');
    const answer = await server.post('/api/removeScenario', { token, filename: 'shortLived' });
    expect(answer.body).toEqual({ type: 'success', data: 'Scenario deleted' });
    expect(await files()).not.toContain('shortLived');
    expect(await catalogue()).not.toContain('shortLived');
  });

  it('rejects no selection with "Please Select a Scenario" and changes nothing', async () => {
    const before = await files();
    const answer = await server.post('/api/removeScenario', { token, filename: '' });
    expectFailed(answer, 400, 'Please Select a Scenario');
    expect(await files()).toEqual(before);
  });

  it('refuses a customer token with 403 and deletes nothing', async () => {
    const answer = await server.post('/api/removeScenario', {
      token: customerToken,
      filename: 'ransomwareAtDawn',
    });
    expect(answer.status).toBe(403);
    expect(await files()).toContain('ransomwareAtDawn');
  });
});
