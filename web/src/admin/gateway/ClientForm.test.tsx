import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer } from '../../testing';
import { ClientForm } from './ClientForm';

const ACME: GatewayClient = {
  name: 'acmecorp',
  email: 'it@acme.example',
  configuration: { branding_logo_url: '', nda_text: '<p>Keep it secret.</p>' },
  revision: 4,
};

const STALE =
  'This client was changed by ana at 2026-11-23 10:15 UTC. Reload it or save as a copy.';

function showForm(client: GatewayClient | null) {
  const props = {
    onSaved: vi.fn(async () => undefined),
    onCancel: vi.fn(),
    onReload: vi.fn(async () => undefined),
  };
  render(<ClientForm client={client} {...props} />);
  return { ...props, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  useStaffSession.getState().signIn({ token: 'admin-jwt', user: 'admin', role: 'admin' }, 0);
});
afterEach(() => useStaffSession.getState().signOut());

describe('ClientForm', () => {
  it('names the missing client name and sends nothing', async () => {
    const calls = makeFakeServer({});
    const { user } = showForm(null);
    await user.type(screen.getByLabelText('Email'), 'it@new.example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please provide name!');
    expect(calls).toHaveLength(0);
  });

  it('sends the revision it was opened at, and offers Reload when the server says stale_write', async () => {
    const calls = makeFakeServer({
      '/api/updateClient': {
        status: 409,
        body: { type: 'failed', data: STALE, code: 'stale_write' },
      },
    });
    const { user, onReload, onSaved } = showForm(ACME);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STALE);
    expect(calls[0]?.body).toMatchObject({ name: 'acmecorp', baseRevision: 4 });
    await user.click(screen.getByRole('button', { name: 'Reload client' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers no Reload for another 409, whatever its message says', async () => {
    makeFakeServer({
      '/api/updateClient': {
        status: 409,
        body: { type: 'failed', data: STALE, code: 'conflict' },
      },
    });
    const { user } = showForm(ACME);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Reload client' })).toBeNull();
  });

  it("saves and hands the server's message on", async () => {
    makeFakeServer({
      '/api/updateClient': { body: { type: 'success', data: 'Client updated.', revision: 5 } },
    });
    const { user, onSaved } = showForm(ACME);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Client updated.'));
  });
});
