import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MselPreview } from '@dojo/protocol';
import { makeFakeServer, tableRows, type FakeAnswer } from '../../../testing';
import { EDITOR_TOKEN, authorWithNewScenario, renderEditorScreen } from '../../../testing/editor';
import { MselPanel } from './MselPanel';

/*
 * The MSEL import's preview (docs/msel.md): a chosen sheet is previewed (columns and their
 * roles, the events, the personas it creates, the rows it skips), a role changed by the author
 * previews again with the mapping, and Create scenario imports what was previewed.
 */

const SHEET = [
  'Time,From,Channel,Subject,Body,Comment',
  '09:00,Sam Patel,email,Ransom note,Pay up,',
  '09:15,Press desk,email,Press enquiry,Any comment?,',
  ',,,,,',
].join('\n');

function makePreview(changes: Partial<MselPreview> = {}): MselPreview {
  return {
    headerRow: 1,
    columns: [
      { index: 0, header: 'Time', role: 'time' },
      { index: 1, header: 'From', role: 'from' },
      { index: 2, header: 'Channel', role: 'channel' },
      { index: 3, header: 'Subject', role: 'subject' },
      { index: 4, header: 'Body', role: 'body' },
      { index: 5, header: 'Comment', role: 'notes' },
    ],
    unknownChannels: [],
    origin: 9 * 3600,
    problems: [],
    events: [
      {
        row: 2,
        id: '1',
        seconds: 0,
        channel: 'Email',
        from: 'Sam Patel',
        organisation: 'Acme Corp',
        subject: 'Ransom note',
        persona: 'matched',
      },
      {
        row: 3,
        id: '2',
        seconds: 900,
        channel: 'Email',
        from: 'Press desk',
        organisation: 'Exercise Control',
        subject: 'Press enquiry',
        persona: 'new',
      },
    ],
    newPersonas: [
      { name: 'Press desk', organisation: 'Exercise Control', email: 'press.desk@example.org' },
    ],
    newOrganisations: ['Exercise Control'],
    skipped: [{ row: 4, text: 'An empty row.' }],
    notes: [],
    ...changes,
  };
}

function showPanel(answers: Record<string, FakeAnswer>) {
  answers['/api/files'] ??= { body: [] };
  const calls = makeFakeServer(answers);
  const onImported = vi.fn();
  const view = renderEditorScreen(
    <MselPanel selected="" onImported={onImported} />,
    '/editor/Scenario/LoadScenario',
  );
  return { ...view, onImported, sent: (path: string) => calls.filter((c) => c.path === path) };
}

async function chooseSheet(user: ReturnType<typeof showPanel>['user'], name = 'Q3 drill.csv') {
  const file = new File([SHEET], name, { type: 'text/csv' });
  await user.upload(screen.getByLabelText(/^Import an MSEL sheet/), file);
  return screen.findByRole('region', { name: /^Preview of/ });
}

authorWithNewScenario();

describe('MselPanel import preview', () => {
  it('previews a chosen sheet: summary, events, personas it creates and rows it skips', async () => {
    const { user, sent } = showPanel({ '/api/previewMsel': { body: makePreview() } });
    const preview = await chooseSheet(user);
    expect(within(preview).getByRole('heading', { name: 'Preview of Q3 drill.csv' })).toBeTruthy();
    expect(within(preview).getByRole('status').textContent).toBe(
      '2 events, 1 row skipped, 1 new persona.',
    );
    const events = within(screen.getByRole('region', { name: 'Events to create' }));
    expect(tableRows(events.getByRole('table'))).toEqual([
      ['2', '0:00:00', 'Email', 'Sam Patel · Acme Corp', 'Ransom note', 'Found'],
      ['3', '0:15:00', 'Email', 'Press desk · Exercise Control', 'Press enquiry', 'New'],
    ]);
    expect(
      within(preview).getByText(
        'Press desk (Exercise Control, a new organisation), press.desk@example.org',
      ),
    ).toBeTruthy();
    expect(within(preview).getByText('Row 4: An empty row.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('New scenario name').value).toBe('q3Drill');

    const [call] = sent('/api/previewMsel');
    expect(call?.body).toMatchObject({ token: EDITOR_TOKEN, format: 'csv' });
    expect(atob(call?.body.content as string)).toBe(SHEET);
    expect(call?.body).not.toHaveProperty('mapping');
  });

  it("previews again with the author's role for a column", async () => {
    const answers: Record<string, FakeAnswer> = { '/api/previewMsel': { body: makePreview() } };
    const { user, sent } = showPanel(answers);
    await chooseSheet(user);
    const role = screen.getByLabelText<HTMLSelectElement>('Role of column D (Subject)');
    expect(role.value).toBe('subject');

    const dropped = makePreview();
    dropped.columns[3] = { index: 3, header: 'Subject', role: 'ignore' };
    answers['/api/previewMsel'] = { body: dropped };
    await user.selectOptions(role, 'Dropped');

    await waitFor(() => expect(sent('/api/previewMsel')).toHaveLength(2));
    expect(sent('/api/previewMsel')[1]?.body.mapping).toEqual({
      headerRow: 1,
      roles: ['time', 'from', 'channel', 'ignore', 'body', 'notes'],
    });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Role of column D (Subject)').value).toBe(
        'ignore',
      ),
    );
    expect(screen.getByText('dropped: not imported')).toBeTruthy();
  });

  it("lists the preview's problems and creates nothing while they stand", async () => {
    const { user, sent } = showPanel({
      '/api/previewMsel': {
        body: makePreview({ events: [], problems: ['No column is the Body.'] }),
      },
    });
    const preview = await chooseSheet(user);
    expect(within(preview).getByRole('alert').textContent).toBe('No column is the Body.');
    await user.click(screen.getByRole('button', { name: 'Create scenario' }));
    expect(sent('/api/importMsel')).toEqual([]);
  });

  it('creates the scenario with the previewed mapping and the typed title', async () => {
    const { user, sent, onImported } = showPanel({
      '/api/previewMsel': { body: makePreview() },
      '/api/importMsel': {
        body: {
          type: 'success',
          data: 'Scenario q3Drill created.',
          name: 'q3Drill',
          report: makePreview(),
        },
      },
    });
    await chooseSheet(user);
    await user.type(screen.getByLabelText('Title (optional)'), 'Q3 drill');
    await user.click(screen.getByRole('button', { name: 'Create scenario' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('q3Drill'));
    expect(sent('/api/importMsel')[0]?.body).toMatchObject({
      fileName: 'q3Drill',
      title: 'Q3 drill',
      mapping: { headerRow: 1, roles: ['time', 'from', 'channel', 'subject', 'body', 'notes'] },
    });
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
  });

  it('saves the mapping under the typed name, and says when a preview uses a saved one', async () => {
    const { user, sent } = showPanel({
      '/api/previewMsel': { body: makePreview({ savedMapping: 'Tabletop sheets' }) },
      '/api/importMsel': {
        body: { type: 'success', data: 'Created.', name: 'q3Drill', report: makePreview() },
      },
    });
    const preview = await chooseSheet(user);
    expect(
      within(preview).getByRole('heading', {
        name: 'Columns (header in row 1, saved mapping “Tabletop sheets”)',
      }),
    ).toBeTruthy();
    await user.type(
      screen.getByLabelText('Save this column mapping as (optional)'),
      'Quarterly drills',
    );
    await user.click(screen.getByRole('button', { name: 'Create scenario' }));
    await waitFor(() => expect(sent('/api/importMsel')).toHaveLength(1));
    expect(sent('/api/importMsel')[0]?.body).toMatchObject({ saveMappingAs: 'Quarterly drills' });
  });

  it("asks once for a channel word it does not know, and previews again with the author's choice", async () => {
    const { user, sent } = showPanel({
      '/api/previewMsel': { body: makePreview({ unknownChannels: [{ word: 'Fax', rows: 2 }] }) },
    });
    const preview = await chooseSheet(user);
    const choice = within(preview).getByRole('combobox', { name: /“Fax” \(2 rows\)/ });
    await user.selectOptions(choice, 'Alert');
    await waitFor(() => expect(sent('/api/previewMsel')).toHaveLength(2));
    expect(sent('/api/previewMsel')[1]?.body).toMatchObject({ channels: { fax: 'Alert' } });
  });

  it('refuses a file that is not a sheet before sending anything', async () => {
    const { sent } = showPanel({});
    // A person can pick "All files" in the browser's dialog: the accept list is no guard.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(/^Import an MSEL sheet/), file);
    expect(await screen.findByText('Choose a .csv or .xlsx file.')).toBeTruthy();
    expect(sent('/api/previewMsel')).toEqual([]);
  });
});
