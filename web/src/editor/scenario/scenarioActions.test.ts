import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, makeScenarioFile } from '../../testing';
import { loadScenario, saveEvent, saveScenario, saveSection } from './scenarioActions';
import { useScenarioEditor } from './scenarioStore';

const editor = () => useScenarioEditor.getState();
const persona = {
  organisation: 'Acme Corp',
  name: 'Sam Patel',
  address: 'sam@acme.test',
  role: 'SOC',
};

const PHISHING_FILE = makeScenarioFile();
const serve = makeFakeServer;

beforeEach(() => {
  editor().startNew();
  editor().dismissMessage();
  useStaffSession.getState().signIn({ token: 'jwt', user: 'author', role: 'editor' }, Date.now());
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.getState().signOut();
});

describe('saving an event', () => {
  it('keeps it in memory with the warning "Event saved successfully, but the entire scenario is still unsaved!"', async () => {
    const calls = serve({});
    const { id } = editor().addEvent();
    await saveEvent({ id, section: '1', type: 'Email', ...persona, subject: 'Hello' });
    expect(calls).toEqual([]);
    expect(editor().message).toMatchObject({
      kind: 'warning',
      text: 'Event saved successfully, but the entire scenario is still unsaved!',
    });
    expect(editor().unsaved).toBe(true);
  });

  it('saves the whole scenario of a named scenario and says "Event changes saved successfuly"', async () => {
    const calls = serve({
      '/api/saveFile': { body: { type: 'success', data: 'Scenario phishing saved.' } },
    });
    const { id } = editor().addEvent();
    editor().markSaved('phishing');
    await saveEvent({ id, section: '1', type: 'Email', ...persona, subject: 'Hello' });
    expect(calls.map((call) => call.path)).toEqual(['/api/saveFile']);
    expect(calls[0]?.body).toMatchObject({ fileName: 'phishing', token: 'jwt' });
    expect(editor().message).toMatchObject({
      kind: 'success',
      text: 'Event changes saved successfuly',
    });
    expect(editor().unsaved).toBe(false);
  });
});

describe('saving a scenario', () => {
  it(`refuses a name with '-' with "The character '-' is not allowed to be in the filename." and sends nothing`, async () => {
    const calls = serve({});
    expect(await saveScenario('phish-ing')).toBeNull();
    expect(calls).toEqual([]);
    expect(editor().message?.text).toBe("The character '-' is not allowed to be in the filename.");
  });

  it('refuses an empty name with "Enter a file name"', async () => {
    serve({});
    await saveScenario('  ');
    expect(editor().message).toMatchObject({ kind: 'failed', text: 'Enter a file name' });
  });

  it("shows the server's answer, names the scenario and clears the unsaved flag", async () => {
    serve({
      '/api/saveFile': {
        body: { type: 'warning', data: 'Scenario phishing saved (version phishing-v1).' },
      },
      '/api/files': { body: ['phishing'] },
    });
    editor().addEvent();
    const outcome = await saveScenario('phishing');
    expect(outcome?.status.type).toBe('warning');
    expect(outcome?.warnings).toEqual(['Event (1)  does not have when its going to be displayed.']);
    expect(editor().scenario.fileName).toBe('phishing');
    expect(editor().unsaved).toBe(false);
  });

  it("keeps the scenario unsaved and shows the server's message when the save fails", async () => {
    serve({
      '/api/saveFile': {
        status: 401,
        body: { type: 'failed', data: 'You need to be logged in to perform that action.' },
      },
    });
    editor().addEvent();
    expect(await saveScenario('phishing')).toBeNull();
    expect(editor().unsaved).toBe(true);
    expect(editor().message).toMatchObject({
      kind: 'failed',
      text: 'You need to be logged in to perform that action.',
    });
  });
});

describe('loading', () => {
  it('asks for a scenario with "Please Select a Scenario"', async () => {
    serve({});
    expect(await loadScenario('')).toBe(false);
    expect(editor().message?.text).toBe('Please Select a Scenario');
  });

  it('says "Scenario name {name} loaded successfully."', async () => {
    serve({ '/api/loadFile': { body: PHISHING_FILE } });
    expect(await loadScenario('phishing')).toBe(true);
    expect(editor().message?.text).toBe('Scenario name phishing loaded successfully.');
    expect(editor().scenario.title).toBe('Phishing');
  });
});

describe('saving a section', () => {
  it("sends the active section's events under the name", async () => {
    const calls = serve({
      '/api/saveSection': {
        body: { type: 'success', data: 'Section intro saved (version intro-v1).' },
      },
      '/api/sections': { body: ['intro'] },
    });
    editor().addEvent();
    expect(await saveSection('intro')).toBe(true);
    expect(calls[0]?.body).toMatchObject({
      fileName: 'intro',
      scenario: [{ id: '1', section: '1' }],
    });
    expect(editor().message?.text).toBe('Section intro saved (version intro-v1).');
  });
});
