import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStaffSession } from '../../../shared/session';
import { makeFakeServer, makeScenarioFile, type FakeAnswer } from '../../../testing';
import { EDITOR_TOKEN, renderEditorScreen, signInEditor } from '../../../testing/editor';
import { useScenarioEditor } from '../scenarioStore';
import { TranslationsTab } from './TranslationsTab';

const PHISHING = makeScenarioFile({ fileName: 'phishing', title: 'Phishing', scenario: [] });

function showTab(answers: Record<string, FakeAnswer>) {
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(<TranslationsTab />, '/editor/Scenario/Translations');
  return { ...view, sent: (path: string) => calls.filter((call) => call.path === path) };
}

beforeEach(() => {
  signInEditor();
  useScenarioEditor.getState().startNew();
});
afterEach(() => useStaffSession.getState().signOut());

describe('TranslationsTab', () => {
  it('asks for a save first: translations belong to a saved scenario', async () => {
    showTab({});
    expect(
      await screen.findByText('Save the scenario first: translations belong to a saved scenario.'),
    ).toBeTruthy();
  });

  it("shows the server's message when the stored scenario cannot be read", async () => {
    useScenarioEditor.getState().markSaved('phishing');
    showTab({
      '/api/loadFile': { status: 404, body: { type: 'failed', data: 'Scenario not found.' } },
    });
    expect(await screen.findByText('Scenario not found.')).toBeTruthy();
  });

  it('adds a language, saves its translation at the stored revision, then at the one answered', async () => {
    useScenarioEditor.getState().markSaved('phishing');
    const { user, sent } = showTab({
      '/api/loadFile': { body: PHISHING },
      '/api/saveTranslation': { body: { type: 'success', data: 'French saved.', revision: 3 } },
    });
    const languages = await screen.findByRole('region', { name: 'Languages' });
    expect(within(languages).getByText('original')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language to add'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Add translation' }));
    const form = screen.getByRole('form', { name: 'Français translation' });
    await user.type(within(form).getByLabelText(/\(Français\)/), 'Hameçonnage');
    await user.click(within(form).getByRole('button', { name: 'Save Français translation' }));
    expect(await screen.findByText('French saved.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save Français translation' }));
    const bodies = sent('/api/saveTranslation').map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      token: EDITOR_TOKEN,
      fileName: 'phishing',
      language: 'fr',
      translation: { title: 'Hameçonnage' },
      baseRevision: 0,
    });
    expect(bodies[1]).toMatchObject({ baseRevision: 3 });
    expect(sent('/api/loadFile')).toHaveLength(1);
  });
});
