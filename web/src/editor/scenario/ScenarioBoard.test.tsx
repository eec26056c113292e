import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFakeServer, makeScenarioEvent, makeScenarioFile } from '../../testing';
import { renderEditorScreen, authorWithNewScenario } from '../../testing/editor';
import { ScenarioBoard } from './ScenarioBoard';
import { useScenarioEditor } from './scenarioStore';

/*
 * The scenario board (docs/editor-rules.md): section tabs, the active section's events as
 * cards, the event editor beside them, and the question before leaving an event's unsaved edits.
 */

const editor = () => useScenarioEditor.getState();

function showBoard() {
  makeFakeServer({
    '/api/getOrganisations': { body: [] },
    '/api/mediaLibrary': { body: [] },
    '/api/pdf': { body: [] },
    '/api/publishLibrary': { body: { organisations: [], pdfs: [] } },
  });
  editor().openScenario(
    makeScenarioFile({
      scenario: [
        makeScenarioEvent('1', { section: '1', subject: 'Ransom note', name: 'Sam Patel' }),
        makeScenarioEvent('2', { section: '1', subject: 'Press enquiry' }),
        makeScenarioEvent('3', { section: '2', subject: 'Regulator call' }),
      ],
    }),
  );
  return renderEditorScreen(<ScenarioBoard />, '/editor/Scenario');
}

const list = () => screen.getByRole('list', { name: /^Events of section/ });
const subjects = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.event-card-subject')?.textContent);
const card = (subject: string) => screen.getByRole('button', { name: new RegExp(subject) });

authorWithNewScenario();

describe('ScenarioBoard', () => {
  it("shows the first section's events in order, with each section's count on its tab", () => {
    showBoard();
    expect(screen.getByRole('heading', { name: 'Section 1' })).toBeTruthy();
    expect(subjects()).toEqual(['Ransom note', 'Press enquiry']);
    expect(within(card('Ransom note')).getByText('Sam Patel')).toBeTruthy();
    expect(within(card('Press enquiry')).getByText('No persona yet')).toBeTruthy();
    const tabs = within(screen.getByRole('list', { name: 'Sections' }));
    expect(tabs.getByRole('button', { name: /^1/, pressed: true })).toBeTruthy();
    expect(tabs.getByLabelText('2 events')).toBeTruthy();
    expect(screen.getByText('Choose an event to edit it.')).toBeTruthy();
  });

  it('switches section from its tab', async () => {
    const { user } = showBoard();
    const tabs = within(screen.getByRole('list', { name: 'Sections' }));
    await user.click(tabs.getByRole('button', { name: /^2/ }));
    expect(screen.getByRole('heading', { name: 'Section 2' })).toBeTruthy();
    expect(subjects()).toEqual(['Regulator call']);
    expect(tabs.getByRole('button', { name: /^2/, pressed: true })).toBeTruthy();
  });

  it('opens an event in the editor when its card is clicked, and marks the card', async () => {
    const { user } = showBoard();
    await user.click(card('Press enquiry'));
    expect(await screen.findByRole('region', { name: /^Event 2/ })).toBeTruthy();
    expect(card('Press enquiry').getAttribute('aria-current')).toBe('true');
    expect(card('Ransom note').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('Choose an event to edit it.')).toBeNull();
  });

  it('adds an event to the active section and opens it', async () => {
    const { user } = showBoard();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(subjects()).toEqual(['Ransom note', 'Press enquiry', 'No subject yet']);
    expect(card('No subject yet').getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('region', { name: /^Event 4/ })).toBeTruthy();
  });

  it('says an empty section is empty', async () => {
    const { user } = showBoard();
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByText(/^No events in section .+ yet\.$/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Events of section/ })).toBeNull();
  });

  it('asks before leaving an edited event: OK stays, Discard its changes moves on', async () => {
    const { user } = showBoard();
    await user.click(card('Ransom note'));
    const subject = await screen.findByLabelText(/^Subject/);
    await user.clear(subject);
    await user.type(subject, 'Changed');

    await user.click(card('Press enquiry'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the open event first' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('region', { name: /^Event 1/ })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Subject/).value).toBe('Changed');

    await user.click(card('Press enquiry'));
    const again = await screen.findByRole('alertdialog', { name: 'Save the open event first' });
    await user.click(within(again).getByRole('button', { name: 'Discard its changes' }));
    expect(await screen.findByRole('region', { name: /^Event 2/ })).toBeTruthy();
    expect(subjects()).toEqual(['Ransom note', 'Press enquiry']);
  });
});
