import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, type FakeAnswer } from '../../testing';
import {
  EDITOR_TOKEN,
  allowModalDialogs,
  renderEditorScreen,
  signInEditor,
} from '../../testing/editor';
import { OrganisationSection } from './OrganisationSection';

const ACME = {
  name: 'Acme Corp',
  email: 'press@acme.example',
  revision: 1,
  personas: [
    { name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'Head of SOC' },
    { name: 'Ann Lee', email: 'ann@acme.example', role: '' },
  ],
};
const PRESS = { name: 'Daily Byte', revision: 1, personas: [] };

function showSection(tab: string | undefined, answers: Record<string, FakeAnswer>) {
  // The same answers object: a test changes what the server answers next by writing to it.
  answers['/api/mediaLibrary'] ??= { body: [] };
  const calls = makeFakeServer(answers);
  const path = tab ? `/editor/Organisation/${tab}` : '/editor/Organisation';
  const view = renderEditorScreen(<OrganisationSection tab={tab} />, path);
  return { ...view, calls, sent: (p: string) => calls.filter((c) => c.path === p) };
}

beforeAll(allowModalDialogs);
beforeEach(() => signInEditor());
afterEach(() => useStaffSession.getState().signOut());

describe('OrganisationSection', () => {
  it('lists every organisation with its personas: name, role and social tag', async () => {
    showSection(undefined, { '/api/getOrganisations': { body: [ACME, PRESS] } });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(screen.getByText('2 organisations · 2 personas')).toBeTruthy();
    const personas = within(acme).getByRole('list', { name: 'Personas of Acme Corp' });
    const sam = within(personas).getAllByRole('listitem')[0]!;
    expect(within(sam).getByText('Sam Patel')).toBeTruthy();
    expect(within(sam).getByText('Head of SOC')).toBeTruthy();
    expect(within(sam).getByText('@sam.patel')).toBeTruthy();
    expect(within(personas).getByText('No role')).toBeTruthy();
    const press = screen.getByRole('article', { name: 'Daily Byte' });
    expect(within(press).getByText('No e-mail address')).toBeTruthy();
    expect(within(press).getByRole('link', { name: 'Add the first persona' })).toBeTruthy();
  });

  it('invites the first organisation when there is none', async () => {
    showSection(undefined, { '/api/getOrganisations': { body: [] } });
    expect(await screen.findByText('No organisations yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New Organisation' }).length).toBeGreaterThan(1);
  });

  it("shows a failed read with the server's message, and reads again on Try again", async () => {
    const answers: Record<string, FakeAnswer> = {
      '/api/getOrganisations': {
        status: 401,
        body: { type: 'failed', data: 'You need to be logged in to perform that action.' },
      },
    };
    const { user } = showSection(undefined, answers);
    expect(
      await screen.findByText('You need to be logged in to perform that action.'),
    ).toBeTruthy();
    answers['/api/getOrganisations'] = { body: [PRESS] };
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('article', { name: 'Daily Byte' })).toBeTruthy();
  });

  it('refuses an empty name before calling the server', async () => {
    const { user, sent } = showSection('CreateOrganisation', {
      '/api/getOrganisations': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText('Organisation name is empty!')).toBeTruthy();
    expect(sent('/api/createOrganisation')).toEqual([]);
  });

  it("refuses an e-mail without '@' with the server's words", async () => {
    const { user, sent } = showSection('CreateOrganisation', {
      '/api/getOrganisations': { body: [] },
    });
    await user.type(await screen.findByLabelText(/^Organisation name/), 'Northwind Bank');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'press.northwind');
    await user.click(screen.getByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText('Email is invalid!')).toBeTruthy();
    expect(sent('/api/createOrganisation')).toEqual([]);
  });

  it('creates an organisation, says so, empties the form and lists it', async () => {
    const answers: Record<string, FakeAnswer> = {
      '/api/getOrganisations': { body: [ACME] },
      '/api/createOrganisation': {
        body: { type: 'success', data: 'Organisation Northwind Bank created.', revision: 1 },
      },
    };
    const { user, sent } = showSection('CreateOrganisation', answers);
    await screen.findByRole('article', { name: 'Acme Corp' });
    const name = screen.getByLabelText<HTMLInputElement>(/^Organisation name/);
    await user.type(name, 'Northwind Bank');
    answers['/api/getOrganisations'] = {
      body: [ACME, { name: 'Northwind Bank', revision: 1, personas: [] }],
    };
    await user.click(screen.getByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText('Organisation Northwind Bank created.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Northwind Bank' })).toBeTruthy();
    expect(name.value).toBe('');
    expect(sent('/api/createOrganisation').map((call) => call.body)).toEqual([
      { token: EDITOR_TOKEN, name: 'Northwind Bank' },
    ]);
    await waitFor(() => expect(sent('/api/getOrganisations')).toHaveLength(2));
  });
});
