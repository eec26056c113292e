import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SsoSettingsView } from '@dojo/protocol';
import { makeFakeServer, renderWithData } from '../../testing';
import { SignOnSettingsPanel } from './SignOnSettingsPanel';

/* A client's single sign-on settings (docs/auth.md, "Single sign-on"). */

const STORED: SsoSettingsView = {
  issuer: 'https://login.acme.example/realms/acme',
  clientId: 'dojo',
  domains: ['acme.test', 'acme.example'],
  owner: { claim: 'groups', value: 'dojo-owners' },
  trainer: { claim: 'groups', value: 'dojo-trainers' },
  passwordSignIn: true,
  secretSet: true,
  secretEnd: 'W9xY',
  redirectUri: 'https://dojo.example/api/signOn/callback',
  revision: 3,
  updatedBy: 'acmecorp',
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const { revision: _r, updatedBy: _b, updatedAt: _a, secretSet: _s, ...rest } = STORED;
const { secretEnd: _e, redirectUri: _u, ...SETTINGS } = rest;

describe('SignOnSettingsPanel', () => {
  it('saves at the revision it loaded, without an empty secret; shows only the secret’s end', async () => {
    const calls = makeFakeServer({
      '/api/getSignOnSettings': { body: { type: 'success', settings: STORED } },
      '/api/saveSignOnSettings': { body: { type: 'success', data: 'Saved.', revision: 4 } },
    });
    renderWithData(<SignOnSettingsPanel token="admin-token" client="acmecorp" />);
    await screen.findByText('A secret ending in W9xY is kept; leave this empty to keep it.');
    expect(screen.getByText(STORED.redirectUri)).toBeTruthy();
    expect(screen.getByLabelText('Client secret')).toHaveProperty('value', '');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/saveSignOnSettings')?.body).toEqual({
        token: 'admin-token',
        client: 'acmecorp',
        settings: SETTINGS,
        baseRevision: 3,
      }),
    );
    await screen.findByText('Single sign-on saved.');
  });

  it('says that a colleague saved in between and offers to reload, instead of overwriting', async () => {
    const stale =
      'This single sign-on was changed by olivia at 2026-11-28 09:10 UTC. Reload it or save as a copy.';
    makeFakeServer({
      '/api/getSignOnSettings': { body: { type: 'success', settings: STORED } },
      '/api/saveSignOnSettings': {
        status: 409,
        body: {
          type: 'failed',
          data: stale,
          code: 'stale_write',
          stale: { revision: 4, updatedBy: 'olivia', updatedAt: '2026-11-28T09:10:00.000Z' },
        },
      },
    });
    renderWithData(<SignOnSettingsPanel token="owner-token" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save single sign-on' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(stale);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('starts empty when none is set, and tells why an issuer does not answer', async () => {
    const failure =
      'The issuer https://nowhere.example did not answer as an OpenID provider: no answer.';
    makeFakeServer({
      '/api/getSignOnSettings': { body: { type: 'success', settings: null } },
      '/api/testSignOnIssuer': { body: { type: 'success', works: false, data: failure } },
    });
    renderWithData(<SignOnSettingsPanel token="owner-token" />);
    await screen.findByText('No single sign-on yet: your people sign in with their passwords.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Issuer'), 'https://nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toBe(failure);
  });
});
