import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeFakeServer, makeScenarioFile, type FakeAnswer } from '../../../testing';
import { EDITOR_TOKEN, renderEditorScreen, authorWithNewScenario } from '../../../testing/editor';
import { ScenarioStatus } from '../ScenarioStatus';
import { useScenarioEditor } from '../scenarioStore';
import { LoadScenarioTab } from './LoadScenarioTab';

const SAVED = { '/api/files': { body: ['phishing', 'ransomware'] } };

/** The address, so a test sees where Load took the author. */
function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function showTab(answers: Record<string, FakeAnswer>) {
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(
    <>
      <ScenarioStatus />
      <Routes>
        <Route path="/editor/Scenario/LoadScenario" element={<LoadScenarioTab />} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
    </>,
    '/editor/Scenario/LoadScenario',
  );
  return { ...view, calls };
}

const savedScenario = () => screen.getByRole('combobox', { name: 'Saved scenario' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

authorWithNewScenario();

describe('LoadScenarioTab', () => {
  it('offers the saved scenarios, read with the editor token', async () => {
    const { calls } = showTab(SAVED);
    await waitFor(() =>
      expect(optionsOf(savedScenario())).toEqual(['Select a scenario', 'phishing', 'ransomware']),
    );
    expect(calls.filter((call) => call.path === '/api/files')).toEqual([
      { path: '/api/files', body: { token: EDITOR_TOKEN } },
    ]);
  });

  it('says so when no scenario is saved yet', async () => {
    showTab({ '/api/files': { body: [] } });
    await waitFor(() => expect(optionsOf(savedScenario())).toEqual(['No scenarios saved yet']));
  });

  it('loads the chosen scenario, says so and opens the board', async () => {
    const { user, calls } = showTab({
      ...SAVED,
      '/api/loadFile': { body: makeScenarioFile({ fileName: 'phishing', title: 'Phish' }) },
    });
    await screen.findByRole('option', { name: 'phishing' });
    await user.selectOptions(savedScenario(), 'phishing');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Scenario name phishing loaded successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/editor/Scenario'));
    expect(calls.find((call) => call.path === '/api/loadFile')?.body).toEqual({
      filename: 'phishing',
      token: EDITOR_TOKEN,
    });
    expect(useScenarioEditor.getState().scenario.title).toBe('Phish');
  });

  it('asks for a scenario when Load is pressed with none chosen', async () => {
    const { user, calls } = showTab(SAVED);
    await screen.findByRole('option', { name: 'phishing' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Please Select a Scenario')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/loadFile')).toBe(false);
  });

  it('asks before replacing unsaved changes, and loads only once the author agrees', async () => {
    const { user, calls } = showTab({
      ...SAVED,
      '/api/loadFile': { body: makeScenarioFile({ fileName: 'phishing' }) },
    });
    useScenarioEditor.getState().addEvent();
    await screen.findByRole('option', { name: 'phishing' });
    await user.selectOptions(savedScenario(), 'phishing');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Load another scenario?' });
    expect(calls.some((call) => call.path === '/api/loadFile')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Discard and load' }));
    expect(await screen.findByText('Scenario name phishing loaded successfully.')).toBeTruthy();
  });

  it('removes a scenario on the second press only, then reads the list again', async () => {
    const answers: Record<string, FakeAnswer> = {
      ...SAVED,
      '/api/removeScenario': { body: { type: 'success', data: 'Scenario phishing removed.' } },
    };
    const { user, calls } = showTab(answers);
    await screen.findByRole('option', { name: 'phishing' });
    await user.selectOptions(savedScenario(), 'phishing');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Press remove again to confirm action.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/removeScenario')).toBe(false);
    answers['/api/files'] = { body: ['ransomware'] };
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Scenario phishing removed.')).toBeTruthy();
    await waitFor(() =>
      expect(optionsOf(savedScenario())).toEqual(['Select a scenario', 'ransomware']),
    );
    expect(calls.filter((call) => call.path === '/api/files')).toHaveLength(2);
  });
});
