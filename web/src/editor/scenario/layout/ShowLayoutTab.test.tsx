import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFakeServer, makeScenarioEvent, makeScenarioFile } from '../../../testing';
import {
  allowResizeObserver,
  renderEditorScreen,
  authorWithNewScenario,
} from '../../../testing/editor';
import { ScenarioStatus } from '../ScenarioStatus';
import { useScenarioEditor } from '../scenarioStore';
import { ShowLayoutTab } from './ShowLayoutTab';

/*
 * Show Layout (docs/scenario-editor.md): the main events on a timeline from a start time, a card
 * opens its event, and forward wiring by keyboard: press a card's → handle, then the next card.
 */

const editor = () => useScenarioEditor.getState();

function showLayout() {
  makeFakeServer({ '/api/getOrganisations': { body: [] }, '/api/mediaLibrary': { body: [] } });
  editor().openScenario(
    makeScenarioFile({
      scenario: [
        makeScenarioEvent('1', { section: '1', subject: 'Ransom note', next: '2', delay: '30' }),
        makeScenarioEvent('2', {
          section: '1',
          subject: 'Press enquiry',
          next: '3',
          delay: '45',
          reference: '27',
        }),
        makeScenarioEvent('3', { section: '1', subject: 'Regulator call' }),
        makeScenarioEvent('4', { section: 'Preset', subject: 'Welcome' }),
      ],
    }),
  );
  return renderEditorScreen(
    <>
      <ScenarioStatus />
      <ShowLayoutTab />
    </>,
    '/editor/Scenario/ShowLayout',
  );
}

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-card="${id}"]`)!;
const timeOn = (id: string) => cardOf(id).querySelector('.layout-card-time')?.textContent;
const storedNext = (id: string) => editor().scenario.events.find((event) => event.id === id)?.next;

authorWithNewScenario();
beforeEach(allowResizeObserver);

describe('ShowLayoutTab', () => {
  it('places the main events from 09:00 by their delays, without Preset', () => {
    showLayout();
    expect(screen.getByText(/3 events\. Preset and Noise are not shown/)).toBeTruthy();
    expect([timeOn('1'), timeOn('2'), timeOn('3')]).toEqual(['09:00:00', '09:00:30', '09:01:15']);
    expect(cardOf('4')).toBeNull();
    expect(within(cardOf('2')).getByText('Press enquiry')).toBeTruthy();
    // An imported sheet's inject number is the event's reference, on its card (docs/msel.md).
    expect(within(cardOf('2')).getByText('Inject 27')).toBeTruthy();
    expect(within(cardOf('1')).queryByText(/^Inject/)).toBeNull();
  });

  it('moves every card with the start time', () => {
    showLayout();
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '13:30' } });
    expect([timeOn('1'), timeOn('2'), timeOn('3')]).toEqual(['13:30:00', '13:30:30', '13:31:15']);
  });

  it('wires a Next by keyboard: the handle, then the card that follows', async () => {
    const { user } = showLayout();
    const handle = within(cardOf('1')).getByRole('button', {
      name: 'Choose the Next of event 1',
    });
    handle.focus();
    await user.keyboard('{Enter}');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText('Choose the event that follows event 1: press its card. Escape cancels.'),
    ).toBeTruthy();

    within(cardOf('3'))
      .getByRole('button', { name: /Regulator call/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(storedNext('1')).toBe('3');
    expect(
      await screen.findByText(
        'Event 1 now leads to event 3. Save the scenario to keep the change.',
      ),
    ).toBeTruthy();
    expect(handle.getAttribute('aria-pressed')).toBe('false');
  });

  it('cancels a wiring with Escape and refuses an event leading to itself', async () => {
    const { user } = showLayout();
    const handle = within(cardOf('2')).getByRole('button', { name: 'Choose the Next of event 2' });
    await user.click(handle);
    await user.keyboard('{Escape}');
    expect(handle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/Choose the event that follows event 2/)).toBeNull();

    await user.click(handle);
    await user.click(within(cardOf('2')).getByRole('button', { name: /Press enquiry/ }));
    expect(
      await screen.findByText('An event cannot lead to itself: choose another event.'),
    ).toBeTruthy();
    expect(storedNext('2')).toBe('3');
  });

  it('opens a card in the event editor on the board', async () => {
    const { user, router } = showLayout();
    await user.click(within(cardOf('2')).getByRole('button', { name: /Press enquiry/ }));
    expect(editor().editing?.draft.id).toBe('2');
    expect(router.state.location.pathname).toBe('/editor/Scenario');
  });
});
