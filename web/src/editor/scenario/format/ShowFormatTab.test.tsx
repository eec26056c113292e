import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../../shared/session';
import { makeFakeServer, makeScenarioEvent, makeScenarioFile, tableRows } from '../../../testing';
import { renderEditorScreen, signInEditor } from '../../../testing/editor';
import { useScenarioEditor } from '../scenarioStore';
import { ShowFormatTab } from './ShowFormatTab';

/*
 * Show Format (docs/scenario-editor.md): the open scenario as a printable document: its
 * stakeholders from the organisations, its structure, content, schedule and assets, and PRINT.
 */

const ACME = {
  name: 'Acme Corp',
  revision: 1,
  personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'Head of SOC' }],
};

function showFormat(events = SCENARIO) {
  makeFakeServer({
    '/api/getOrganisations': { body: [ACME] },
    '/api/mediaLibrary': { body: [] },
  });
  useScenarioEditor
    .getState()
    .openScenario(
      makeScenarioFile({ fileName: 'ransomware', title: 'Ransomware at Dawn', scenario: events }),
    );
  return renderEditorScreen(<ShowFormatTab />, '/editor/Scenario/ShowFormat');
}

const SCENARIO = [
  makeScenarioEvent('1', {
    section: '1',
    type: 'Email',
    subject: 'Ransom note',
    name: 'Sam Patel',
    organisation: 'Acme Corp',
    next: '2',
    delay: '60',
  }),
  makeScenarioEvent('2', {
    section: '1',
    type: 'Email',
    subject: 'Do we pay?',
    name: 'Sam Patel',
    organisation: 'Acme Corp',
    responseType: 'option',
    options: '[{"option":"Pay"},{"option":"Refuse"}]',
    image: 'note.png',
  }),
];

const section = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;
const rowsOf = (title: string) => tableRows(within(section(title)).getByRole('table'));

beforeEach(() => signInEditor());
afterEach(() => useStaffSession.getState().signOut());

describe('ShowFormatTab', () => {
  it("titles the document with the scenario's name and what it is saved as", () => {
    showFormat();
    expect(screen.getByRole('article', { name: 'Ransomware at Dawn' })).toBeTruthy();
    expect(screen.getByText(/^ransomware/)).toBeTruthy();
  });

  it('lists the stakeholders the events use, with role and organisation', async () => {
    showFormat();
    expect(await within(section('Stakeholders')).findByText('Head of SOC')).toBeTruthy();
    expect(rowsOf('Stakeholders').map((cells) => cells.slice(1))).toEqual([
      ['Sam Patel', 'Head of SOC', 'Acme Corp'],
    ]);
  });

  it('writes the content, the schedule on the game clock and the assets with their cards', () => {
    showFormat();
    const content = rowsOf('Scenario Content');
    expect(content.map((cells) => [cells[0], cells[3], cells[5], cells[6]])).toEqual([
      ['Sam Patel', 'Ransom note', '1', 'No question'],
      ['Sam Patel', 'Do we pay?', '2', 'option'],
    ]);
    expect(rowsOf('Schedule (game clock)').map((cells) => cells.slice(1, 3))).toEqual([
      ['1', 'Ransom note'],
      ['2', 'Do we pay?'],
    ]);
    expect(rowsOf('Assets')).toEqual([[expect.any(String), 'note.png', '2']]);
  });

  it('says what is missing in an empty scenario instead of empty tables', () => {
    showFormat([]);
    expect(within(section('Scenario Content')).getByText('No events yet.')).toBeTruthy();
    expect(within(section('Assets')).getByText('No images, videos or PDFs.')).toBeTruthy();
    expect(within(section('Stakeholders')).getByText('No personas yet.')).toBeTruthy();
  });

  it('prints the document from PRINT', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = showFormat();
    await user.click(screen.getByRole('button', { name: 'PRINT' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
