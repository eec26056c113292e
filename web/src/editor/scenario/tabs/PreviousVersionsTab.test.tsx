import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFakeServer, makeScenarioFile, type FakeAnswer } from '../../../testing';
import { EDITOR_TOKEN, renderEditorScreen, authorWithNewScenario } from '../../../testing/editor';
import { ScenarioStatus } from '../ScenarioStatus';
import { useScenarioEditor } from '../scenarioStore';
import { PreviousVersionsTab } from './PreviousVersionsTab';
import { formatSavedAt } from './VersionList';

const VERSIONS = [
  { filename: 'phishing-v2', savedAt: '2026-11-24T10:00:00.000Z' },
  { filename: 'phishing-v1', savedAt: '2026-11-23T10:00:00.000Z' },
];
const REMOVED = [
  { name: 'oldDrill', versions: 2, latest: 'oldDrill-v2', lastSavedAt: '2026-11-20T10:00:00.000Z' },
  { name: 'spare', versions: 1, latest: 'spare-v1', lastSavedAt: '2026-11-19T10:00:00.000Z' },
];

function showTab(answers: Record<string, FakeAnswer>, shown = true) {
  answers['/api/editorFeatures'] ??= { body: { previousVersions: shown } };
  answers['/api/files'] ??= { body: ['phishing'] };
  answers['/api/sections'] ??= { body: [] };
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(
    <>
      <ScenarioStatus />
      <PreviousVersionsTab />
    </>,
    '/editor/Scenario/PreviousVersions',
  );
  return { ...view, sent: (path: string) => calls.filter((call) => call.path === path) };
}

authorWithNewScenario();

describe('PreviousVersionsTab', () => {
  it('tells an account the server hides the versions from that they are not available', async () => {
    const { sent } = showTab({}, false);
    expect(
      await screen.findByText('Previous Versions is not available to this account.'),
    ).toBeTruthy();
    expect(sent('/api/previousVersions')).toEqual([]);
  });

  it('asks for a save first when the open scenario has never been saved', async () => {
    showTab({});
    expect(await screen.findByText('This scenario has not been saved yet.')).toBeTruthy();
  });

  it("lists the open scenario's versions, newest first, and loads one", async () => {
    useScenarioEditor.getState().markSaved('phishing');
    const { user, sent } = showTab({
      '/api/previousVersions': { body: VERSIONS },
      '/api/loadFile': { body: makeScenarioFile({ fileName: 'phishing', title: 'Phish v1' }) },
    });
    const table = await screen.findByRole('table', { name: /Saved versions of phishing/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'phishing-v2Latest',
      'phishing-v1',
    ]);
    expect(sent('/api/previousVersions').map((call) => call.body)).toEqual([
      { filename: 'phishing', directory: 'scenarios', token: EDITOR_TOKEN },
    ]);
    await user.click(screen.getByRole('button', { name: 'Load phishing-v1' }));
    expect(
      await screen.findByText(
        'Version phishing-v1 of phishing loaded. Save the scenario to make it the current version.',
      ),
    ).toBeTruthy();
    expect(useScenarioEditor.getState().scenario.title).toBe('Phish v1');
  });

  it('marks the published version, and names each named version with its label, author and time', async () => {
    useScenarioEditor.getState().markSaved('phishing');
    showTab({
      '/api/previousVersions': {
        body: [
          {
            filename: 'phishing-v3',
            savedAt: '2026-11-25T09:30:00.000Z',
            kind: 'named',
            label: 'Before the board review',
            savedBy: 'author',
          },
          {
            filename: 'phishing-v2',
            savedAt: '2026-11-24T10:00:00.000Z',
            kind: 'published',
            savedBy: 'admin',
            live: true,
          },
          { filename: 'phishing-v1', savedAt: '2026-11-23T10:00:00.000Z', kind: 'published' },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: /Saved versions of phishing/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((cells) => [cells[0], cells[1], cells[3]])).toEqual([
      ['phishing-v3Latest', 'Named: Before the board review', 'author'],
      ['phishing-v2', 'Published: players get this version', 'admin'],
      ['phishing-v1', 'Published earlier', 'not recorded'],
    ]);
    expect(rows[0]?.[2]).toBe(formatSavedAt('2026-11-25T09:30:00.000Z'));
  });

  it('restores a removed scenario from one of its versions and takes it off the list', async () => {
    const answers: Record<string, FakeAnswer> = {
      '/api/removedItems': { body: REMOVED },
      '/api/previousVersions': {
        body: [{ filename: 'oldDrill-v2', savedAt: REMOVED[0]!.lastSavedAt }],
      },
      '/api/restoreVersion': {
        body: {
          type: 'success',
          data: 'Scenario oldDrill restored.',
          name: 'oldDrill',
          revision: 1,
        },
      },
    };
    const { user, sent } = showTab(answers);
    await user.click(await screen.findByRole('radio', { name: 'Removed scenarios and sections' }));
    await user.click(await screen.findByRole('button', { name: 'Versions of oldDrill' }));
    answers['/api/removedItems'] = { body: [REMOVED[1]] };
    await user.click(await screen.findByRole('button', { name: 'Restore oldDrill-v2' }));
    expect(await screen.findByText('Scenario oldDrill restored.')).toBeTruthy();
    expect(sent('/api/restoreVersion').map((call) => call.body)).toEqual([
      { directory: 'scenarios', filename: 'oldDrill-v2', token: EDITOR_TOKEN },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'oldDrill' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'spare' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open oldDrill' })).toBeTruthy();
  });
});
