import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFakeServer } from '../../../testing';
import { renderEditorScreen, authorWithNewScenario } from '../../../testing/editor';
import { ScenarioStatus } from '../ScenarioStatus';
import { useScenarioEditor } from '../scenarioStore';
import { EventEditor } from './EventEditor';

const ACME = {
  name: 'Acme Corp',
  email: 'press@acme.example',
  revision: 1,
  personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'Head of SOC' }],
};

const editor = () => useScenarioEditor.getState();

async function openNewEvent() {
  makeFakeServer({
    '/api/getOrganisations': { body: [ACME] },
    '/api/mediaLibrary': { body: [] },
    '/api/pdf': { body: [] },
    '/api/publishLibrary': { body: { organisations: [ACME], pdfs: [] } },
  });
  const { id } = editor().addEvent();
  editor().openEvent(id);
  const view = renderEditorScreen(
    <>
      <ScenarioStatus />
      <EventEditor />
    </>,
    '/editor/Scenario',
  );
  await screen.findByRole('region', { name: /^Event 1/ });
  return { ...view, id };
}

const form = () => screen.getByRole('region', { name: /^Event 1/ });

async function chooseSender(user: Awaited<ReturnType<typeof openNewEvent>>['user']) {
  await user.selectOptions(screen.getByLabelText('Type'), 'Email');
  await screen.findByRole('option', { name: 'Acme Corp' });
  await user.selectOptions(screen.getByLabelText('Organisation'), 'Acme Corp');
  await user.selectOptions(screen.getByLabelText('Persona'), 'Sam Patel');
}

authorWithNewScenario();

describe('EventEditor', () => {
  it("fills the sender's address and role from the chosen persona and marks the edits unsaved", async () => {
    const { user } = await openNewEvent();
    expect(within(form()).queryByText('Unsaved edits')).toBeNull();
    await chooseSender(user);
    expect(
      screen.getByText('Sent as Sam Patel, Head of SOC <sam.patel@acme.example>'),
    ).toBeTruthy();
    expect(within(form()).getByText('Unsaved edits')).toBeTruthy();
  });

  it('keeps a saved event in the scenario and warns that the scenario itself is unsaved', async () => {
    const { user, id } = await openNewEvent();
    await chooseSender(user);
    await user.type(screen.getByLabelText(/^Subject/), 'Your files are encrypted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Event saved successfully, but the entire scenario is still unsaved!',
      ),
    ).toBeTruthy();
    const saved = editor().scenario.events.find((event) => event.id === id);
    expect(saved).toMatchObject({
      type: 'Email',
      organisation: 'Acme Corp',
      name: 'Sam Patel',
      address: 'sam.patel@acme.example',
      subject: 'Your files are encrypted',
    });
    expect(within(form()).queryByText('Unsaved edits')).toBeNull();
  });

  it('asks before closing an event with unsaved edits, and closes it once they are discarded', async () => {
    const { user } = await openNewEvent();
    await user.selectOptions(screen.getByLabelText('Type'), 'Email');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the open event first' });
    expect(editor().editing).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Discard its changes' }));
    expect(editor().editing).toBeNull();
    expect(screen.queryByRole('region', { name: /^Event 1/ })).toBeNull();
  });

  it('removes the event on the second press only', async () => {
    const { user, id } = await openNewEvent();
    await user.click(screen.getByRole('button', { name: 'Remove event' }));
    expect(editor().scenario.events.some((event) => event.id === id)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Press remove again to confirm action.' }));
    expect(editor().scenario.events.some((event) => event.id === id)).toBe(false);
    expect(
      await screen.findByText(`Event ${id} removed. Save the scenario to keep the change.`),
    ).toBeTruthy();
  });
});
