import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shared/session';
import { makeFakeServer } from '../../testing';
import { CATALOGUES, speak } from '../../testing/i18n';
import { LoginPage } from './LoginPage';

function showLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/exercises" element={<h1>Exercise Library</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const SIGNED_IN = {
  type: 'success',
  data: 'acmecorp',
  token: 'jwt-1',
  role: '01',
  agreed: true,
  level: 2,
};

afterEach(() => useSession.getState().signOut());

describe('LoginPage', () => {
  it('names both missing fields, focuses the username and sends nothing', async () => {
    const calls = makeFakeServer({});
    const user = showLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Username/));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal and stays signed out", async () => {
    makeFakeServer({
      '/api/loginCustomer': {
        status: 401,
        body: {
          type: 'failed',
          data: 'Incorrect username or password.',
          code: 'wrong_credentials',
        },
      },
    });
    const user = showLogin();
    await user.type(screen.getByLabelText(/Username/), 'acmecorp');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(useSession.getState().token).toBeNull();
  });

  it("words the refusal in the reader's language (a German browser)", async () => {
    speak('de');
    makeFakeServer({
      '/api/loginCustomer': {
        status: 429,
        body: { type: 'failed', data: 'Too many requests.', code: 'rate_limited' },
      },
    });
    const user = showLogin();
    // The form's own words are German too: labels, button and the required-field messages.
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Der Benutzername ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Das Passwort ist erforderlich')).toBeTruthy();
    await user.type(screen.getByLabelText(/Benutzername/), 'acmecorp');
    await user.type(screen.getByLabelText(/Passwort/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      CATALOGUES.de['error.rate_limited'],
    );
    speak('en');
  });

  it('signs in with the trimmed username as filename and opens the library', async () => {
    const calls = makeFakeServer({ '/api/loginCustomer': { body: SIGNED_IN } });
    const user = showLogin();
    await user.type(screen.getByLabelText(/Username/), '  acmecorp ');
    await user.type(screen.getByLabelText(/Password/), 'acme-demo-2026{Enter}');
    await screen.findByRole('heading', { name: 'Exercise Library' });
    expect(calls).toEqual([
      { path: '/api/loginCustomer', body: { filename: 'acmecorp', password: 'acme-demo-2026' } },
    ]);
    expect(useSession.getState()).toMatchObject({ token: 'jwt-1', user: 'acmecorp', role: '01' });
  });
});
