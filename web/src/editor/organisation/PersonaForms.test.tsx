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

/*
 * New Persona and Edit Persona (docs/editor-api.md, "Organisations"): a persona joins the chosen
 * organisation at the revision the author read; an edit shows the saved values until changed;
 * Remove asks by a second press.
 */

const SAM = { name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'Head of SOC' };
const ACME = { name: 'Acme Corp', email: 'press@acme.example', revision: 3, personas: [SAM] };
const PRESS = { name: 'Daily Byte', revision: 1, personas: [] };

function showTab(tab: 'CreatePersona' | 'EditPersona', answers: Record<string, FakeAnswer>) {
  answers['/api/getOrganisations'] ??= { body: [ACME, PRESS] };
  answers['/api/mediaLibrary'] ??= { body: [] };
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(<OrganisationSection tab={tab} />, `/editor/Organisation/${tab}`);
  return { ...view, sent: (path: string) => calls.filter((c) => c.path === path) };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** Edit Persona: once the directory is read, Acme Corp, then Sam Patel. */
async function chooseSam(user: ReturnType<typeof showTab>['user']) {
  await screen.findByRole('article', { name: 'Acme Corp' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'Acme Corp');
  await user.selectOptions(screen.getByLabelText(/^Persona$/), 'Sam Patel');
}

beforeAll(allowModalDialogs);
beforeEach(() => signInEditor());
afterEach(() => useStaffSession.getState().signOut());

describe('New Persona', () => {
  it('refuses a persona without an organisation before calling the server', async () => {
    const { user, sent } = showTab('CreatePersona', {});
    await screen.findByRole('article', { name: 'Acme Corp' });
    await user.type(field(/^Name/), 'Ann Lee');
    await user.type(field(/^E-mail/), 'ann@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create Persona' }));
    expect(await screen.findByText('No organisation selected!')).toBeTruthy();
    expect(sent('/api/createPersona')).toEqual([]);
  });

  it('creates a persona in the chosen organisation, says so and empties the form', async () => {
    const answers: Record<string, FakeAnswer> = {
      '/api/createPersona': { body: { type: 'success', data: 'Persona created', revision: 4 } },
    };
    const { user, sent } = showTab('CreatePersona', answers);
    await screen.findByRole('article', { name: 'Acme Corp' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'Acme Corp');
    await user.type(field(/^Name/), 'Ann Lee');
    await user.type(field(/^E-mail/), 'ann@acme.example');
    await user.type(field(/^Role/), '  CISO ');
    answers['/api/getOrganisations'] = {
      body: [
        {
          ...ACME,
          revision: 4,
          personas: [SAM, { name: 'Ann Lee', email: 'ann@acme.example', role: 'CISO' }],
        },
        PRESS,
      ],
    };
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Persona created')).toBeTruthy();
    expect(sent('/api/createPersona').map((call) => call.body)).toEqual([
      {
        token: EDITOR_TOKEN,
        org: 'Acme Corp',
        name: 'Ann Lee',
        email: 'ann@acme.example',
        role: 'CISO',
        baseRevision: 3,
      },
    ]);
    expect(field(/^Name/).value).toBe('');
    const personas = await screen.findByRole('list', { name: 'Personas of Acme Corp' });
    await waitFor(() => expect(within(personas).getByText('Ann Lee')).toBeTruthy());
  });
});

describe('Edit Persona', () => {
  it("shows the chosen persona's saved details, and its fields stay locked until one is chosen", async () => {
    const { user } = showTab('EditPersona', {});
    await screen.findByRole('article', { name: 'Acme Corp' });
    expect(field(/^Name/).matches(':disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'Acme Corp');
    await user.selectOptions(screen.getByLabelText(/^Persona$/), 'Sam Patel');
    expect(field(/^Name/).matches(':disabled')).toBe(false);
    expect(field(/^Name/).value).toBe('Sam Patel');
    expect(field(/^E-mail/).value).toBe('sam.patel@acme.example');
    expect(field(/^Role/).value).toBe('Head of SOC');
  });

  it('saves a changed role with the saved name and the revision read', async () => {
    const { user, sent } = showTab('EditPersona', {
      '/api/editPersona': { body: { type: 'success', data: 'Persona saved', revision: 4 } },
    });
    await chooseSam(user);
    await user.clear(field(/^Role/));
    await user.type(field(/^Role/), 'CISO');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Persona saved')).toBeTruthy();
    expect(sent('/api/editPersona').map((call) => call.body)).toEqual([
      expect.objectContaining({
        org: 'Acme Corp',
        persona: 'Sam Patel',
        name: 'Sam Patel',
        role: 'CISO',
        newOrg: 'Acme Corp',
        baseRevision: 3,
      }),
    ]);
  });

  it('removes a persona only on the second press of Remove', async () => {
    const { user, sent } = showTab('EditPersona', {
      '/api/removePersona': { body: { type: 'success', data: 'Persona deleted', revision: 4 } },
    });
    await chooseSam(user);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Press remove again to confirm action.')).toBeTruthy();
    expect(sent('/api/removePersona')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Persona deleted')).toBeTruthy();
    expect(sent('/api/removePersona').map((call) => call.body)).toEqual([
      { token: EDITOR_TOKEN, org: 'Acme Corp', persona: 'Sam Patel', baseRevision: 3 },
    ]);
  });
});
