import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PdfDefinition } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, type FakeAnswer } from '../../testing';
import {
  EDITOR_TOKEN,
  allowModalDialogs,
  renderEditorScreen,
  signInEditor,
} from '../../testing/editor';
import { PdfSection } from './PdfSection';
import { usePdfEditor } from './pdfEditorStore';

const PLAYBOOK: PdfDefinition = {
  fileName: 'playbook',
  title: 'Ransomware playbook',
  content: 'header: First hour\nIsolate the hosts.',
  images: [],
  type: 'Document',
  fields: [],
};

function showSection(answers: Record<string, FakeAnswer>) {
  answers['/api/mediaLibrary'] ??= { body: [] };
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(<PdfSection />, '/editor/PDF');
  return { ...view, sent: (path: string) => calls.filter((call) => call.path === path) };
}

const menu = () => screen.getByRole('group', { name: 'PDF menu' });
const state = () => menu().querySelector('.pdf-menu-state')?.textContent;

beforeAll(allowModalDialogs);
beforeEach(() => {
  signInEditor();
  usePdfEditor.getState().startNew();
});
afterEach(() => useStaffSession.getState().signOut());

describe('PdfSection', () => {
  it('offers the saved PDFs in name order and loads the chosen one into the editor', async () => {
    const { user, sent } = showSection({
      '/api/pdf': { body: ['zeta', 'playbook', 'Alpha'] },
      '/api/loadPDF': { body: { ...PLAYBOOK, revision: 2 } },
    });
    expect(state()).toBe('New PDF, not saved yet');
    await user.click(within(menu()).getByRole('button', { name: 'Load PDF' }));
    const load = screen.getByRole('form', { name: 'Load PDF' });
    const select = within(load).getByRole('combobox', { name: 'PDF' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a PDF', 'Alpha', 'playbook', 'zeta']),
    );
    await user.selectOptions(select, 'playbook');
    await user.click(within(load).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('PDF named playbook loaded successfully.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('Ransomware playbook');
    expect(state()).toBe('Editing playbook');
    expect(sent('/api/loadPDF').map((call) => call.body)).toEqual([
      { filename: 'playbook', token: EDITOR_TOKEN },
    ]);
  });

  it('asks for a PDF when Load is pressed with none chosen', async () => {
    const { user, sent } = showSection({ '/api/pdf': { body: ['playbook'] } });
    await user.click(within(menu()).getByRole('button', { name: 'Load PDF' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Please Select a PDF')).toBeTruthy();
    expect(sent('/api/loadPDF')).toEqual([]);
  });

  it('marks the draft unsaved after an edit', async () => {
    const { user } = showSection({ '/api/pdf': { body: [] } });
    await user.type(screen.getByLabelText(/^Title/), 'Breach notice');
    expect(within(menu()).getByText('Unsaved changes')).toBeTruthy();
  });

  it("refuses a file name with '-' in the server's words, then saves under a good one", async () => {
    const answers: Record<string, FakeAnswer> = {
      '/api/pdf': { body: ['playbook'] },
      '/api/savePDF': { body: { type: 'success', data: 'PDF breachNotice saved.', revision: 1 } },
    };
    const { user, sent } = showSection(answers);
    await user.type(screen.getByLabelText(/^Title/), 'Breach notice');
    await user.type(screen.getByLabelText(/^Content/), 'Tell the regulator.');
    await user.click(within(menu()).getByRole('button', { name: 'Save PDF' }));
    const save = screen.getByRole('form', { name: 'Save PDF' });
    const name = within(save).getByLabelText('File name');
    await user.type(name, 'breach-notice');
    await user.click(within(save).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('File name cannot contain the character -, please replace it.'),
    ).toBeTruthy();
    expect(sent('/api/savePDF')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'breachNotice');
    answers['/api/pdf'] = { body: ['breachNotice', 'playbook'] };
    await user.click(within(save).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PDF breachNotice saved.')).toBeTruthy();
    expect(state()).toBe('Editing breachNotice');
    expect(sent('/api/savePDF')[0]?.body).toMatchObject({
      filename: 'breachNotice',
      title: 'Breach notice',
      content: 'Tell the regulator.',
      type: 'Document',
      token: EDITOR_TOKEN,
    });
    // The saved names are read again, so Load offers the new one.
    await waitFor(() => expect(sent('/api/pdf')).toHaveLength(2));
  });

  it('says a save replaces an existing PDF of that name', async () => {
    const { user } = showSection({ '/api/pdf': { body: ['playbook'] } });
    await user.click(within(menu()).getByRole('button', { name: 'Save PDF' }));
    const save = screen.getByRole('form', { name: 'Save PDF' });
    await user.type(within(save).getByLabelText('File name'), 'playbook');
    expect(
      await within(save).findByText('A PDF named playbook exists: saving replaces it.'),
    ).toBeTruthy();
  });
});
