import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFakeServer, makeScenarioFile, type FakeAnswer } from '../../../testing';
import { EDITOR_TOKEN, renderEditorScreen, authorWithNewScenario } from '../../../testing/editor';
import { ScenarioStatus } from '../ScenarioStatus';
import { useScenarioEditor } from '../scenarioStore';
import { SaveScenarioTab } from './SaveScenarioTab';

/*
 * Save Scenario with its Publish panel (docs/editor-api.md, "Drafts and publishing"): a draft is
 * saved under a name, Publish makes it what new exercises get, a named version keeps it aside.
 */

const READY = { ready: true, issues: [], errors: [], warnings: [] };

function showTab(answers: Record<string, FakeAnswer> = {}) {
  answers['/api/files'] ??= { body: ['phishing'] };
  answers['/api/publishLibrary'] ??= { body: { organisations: [], pdfs: [] } };
  answers['/api/loadFile'] ??= { body: makeScenarioFile() };
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(
    <>
      <ScenarioStatus />
      <SaveScenarioTab />
    </>,
    '/editor/Scenario/SaveScenario',
  );
  return { ...view, sent: (path: string) => calls.filter((call) => call.path === path) };
}

const publishPanel = () => screen.getByRole('region', { name: 'Publish' });

authorWithNewScenario();

describe('SaveScenarioTab and its Publish panel', () => {
  it('asks for a name before publishing, then saves the draft under the typed name', async () => {
    const { user, sent } = showTab({
      '/api/saveFile': { body: { type: 'success', data: 'Scenario saved.', revision: 1 } },
    });
    expect(within(publishPanel()).getByText('Save the scenario under a name first.')).toBeTruthy();
    expect(within(publishPanel()).queryByRole('button', { name: /Publish/ })).toBeNull();

    await user.type(screen.getByLabelText('Scenario name'), 'ransomware');
    await user.click(screen.getByRole('button', { name: 'Save Scenario' }));

    expect(await screen.findByText('Scenario saved.')).toBeTruthy();
    const [save] = sent('/api/saveFile');
    expect(save?.body).toMatchObject({ fileName: 'ransomware', draft: true, token: EDITOR_TOKEN });
    expect(await within(publishPanel()).findByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it("publishes the saved draft and shows the server's answer", async () => {
    useScenarioEditor.getState().markSaved('phishing');
    const { user, sent } = showTab({
      '/api/publishScenario': {
        body: {
          type: 'success',
          data: 'Published as phishing-v3.',
          version: 'phishing-v3',
          readiness: READY,
        },
      },
    });
    await user.click(within(publishPanel()).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published as phishing-v3.')).toBeTruthy();
    expect(sent('/api/publishScenario').map((call) => call.body)).toEqual([
      expect.objectContaining({ fileName: 'phishing', token: EDITOR_TOKEN }),
    ]);
    expect(sent('/api/saveFile')).toEqual([]);
  });

  it('saves unsaved changes first when the button says Save and publish', async () => {
    useScenarioEditor.getState().markSaved('phishing');
    useScenarioEditor.getState().addEvent();
    const { user, sent } = showTab({
      '/api/saveFile': { body: { type: 'success', data: 'Scenario saved.', revision: 2 } },
      '/api/publishScenario': {
        body: { type: 'success', data: 'Published.', version: 'phishing-v2', readiness: READY },
      },
    });
    await user.click(within(publishPanel()).getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Published.')).toBeTruthy();
    expect(sent('/api/saveFile').map((call) => call.body.fileName)).toEqual(['phishing']);
    expect(sent('/api/publishScenario')).toHaveLength(1);
  });

  it("shows the server's refusal to publish beside the button", async () => {
    useScenarioEditor.getState().markSaved('phishing');
    const { user } = showTab({
      '/api/publishScenario': {
        status: 400,
        body: { type: 'failed', data: 'The scenario has no events to publish.' },
      },
    });
    await user.click(within(publishPanel()).getByRole('button', { name: 'Publish' }));
    const alert = await within(publishPanel()).findByRole('alert');
    expect(alert.textContent).toBe('The scenario has no events to publish.');
  });

  it('keeps the draft as a named version with Enter, and empties the field', async () => {
    useScenarioEditor.getState().markSaved('phishing');
    const { user, sent } = showTab({
      '/api/saveNamedVersion': {
        body: { type: 'success', data: 'Kept as Before review.', version: 'phishing-v4' },
      },
    });
    const field = within(publishPanel()).getByLabelText(/Version name/);
    await user.type(field, 'Before review{Enter}');
    expect(await screen.findByText('Kept as Before review.')).toBeTruthy();
    expect(sent('/api/saveNamedVersion').map((call) => call.body)).toEqual([
      expect.objectContaining({ fileName: 'phishing', label: 'Before review' }),
    ]);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(sent('/api/publishScenario')).toEqual([]);
  });

  it('shows what players get now, and lists the translations each language still lacks', async () => {
    const file = makeScenarioFile({
      fileName: 'phishing',
      scenario: [{ id: '1', section: '1', subject: 'Odd logins', content: 'We see odd logins.' }],
    });
    useScenarioEditor.getState().takeMerged(file);
    useScenarioEditor.getState().markSaved('phishing');
    showTab({
      '/api/loadFile': {
        body: {
          ...file,
          translations: { fr: { title: 'Hameçonnage', events: {}, personas: {}, pdfs: {} } },
          published: {
            version: 'phishing-v2',
            publishedAt: '2026-11-28T09:00:00.000Z',
            changed: true,
          },
        },
      },
    });
    expect(await within(publishPanel()).findByText('Published: phishing-v2')).toBeTruthy();
    expect(
      within(publishPanel()).getByText(/changes players do not get until you publish/),
    ).toBeTruthy();
    expect(await screen.findByText(/^Français translation: 2 texts are missing/)).toBeTruthy();
  });
});
