import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from '../shared/navigation/routerNavigation';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFakeServer, type FakeAnswer } from '../testing';
import { allowModalDialogs } from '../testing/editor';
import { openedWith, resetFakeConnection, setSocketStatus } from '../testing/fakeConnection';
import { CONSOLE_TOKEN, makeFacilitatorLogin, makeFacilitatorStatus } from '../testing/facilitator';
import { FacilitatorPage } from './FacilitatorPage';

/*
 * The console's shell (docs/facilitator.md, "Access" and "Real time"): the link is checked
 * first, a refused link goes to /exercise/, an unreachable server offers Try again, the tabs
 * switch the page, and the line under the title says whether the socket is live.
 */

vi.mock('../shared/realtime/connection', () => import('../testing/fakeConnection'));
vi.mock('../shared/realtime/emitAsync', () => ({
  emitAsync: () => Promise.resolve({ rooms: [] }),
}));

function consoleServer(login: FakeAnswer = { body: makeFacilitatorLogin() }) {
  const answers: Record<string, FakeAnswer> = {
    '/api/loginJWTFacilitator': login,
    '/api/getFacilitatorEvents': { body: makeFacilitatorStatus({ open: true }) },
  };
  makeFakeServer(answers);
  return answers;
}

function openLink(token = CONSOLE_TOKEN) {
  const router = createMemoryRouter(
    [
      {
        path: '/facilitator/:token',
        element: (
          <RouterNavigation>
            <FacilitatorPage />
          </RouterNavigation>
        ),
      },
      { path: '/exercise/', element: <p>Player sign-in</p> },
    ],
    { initialEntries: [`/facilitator/${token}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup({ delay: null }) };
}

beforeAll(allowModalDialogs);
afterEach(resetFakeConnection);

describe('FacilitatorPage', () => {
  it("checks the link, then shows the Events tab of the link's exercise", async () => {
    consoleServer();
    openLink();
    expect(screen.getByRole('status').textContent).toBe('Checking the facilitator link…');
    expect(await screen.findByText('Q3 drill')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByText('Checking the facilitator link…')).toBeNull();
    expect(openedWith).toEqual([CONSOLE_TOKEN]);
  });

  it('says Live while the socket is up and Reconnecting while it is down', async () => {
    consoleServer();
    openLink();
    expect(await screen.findByText('Reconnecting… reading the state every 5 seconds')).toBeTruthy();
    act(() => setSocketStatus('connected'));
    expect(screen.getByText('Live')).toBeTruthy();
    act(() => setSocketStatus('disconnected'));
    expect(screen.getByText('Reconnecting… reading the state every 5 seconds')).toBeTruthy();
  });

  it('switches tabs by click and by keyboard, marking the one shown', async () => {
    consoleServer();
    const { user } = openLink();
    await screen.findByText('Q3 drill');
    const nav = screen.getByRole('navigation', { name: 'Facilitator console' });
    const pressed = () =>
      within(nav)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Events']);

    await user.click(within(nav).getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset the campaign' })).toBeTruthy();
    expect(pressed()).toEqual(['Reset']);

    within(nav).getByRole('button', { name: 'Change Team' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Change Team' })).toBeTruthy();
    expect(pressed()).toEqual(['Change Team']);
    expect(screen.queryByRole('button', { name: 'Reset the campaign' })).toBeNull();
  });

  it('sends a refused link to the player sign-in', async () => {
    consoleServer({ status: 401, body: { type: 'failed', data: 'This link has expired.' } });
    const { router } = openLink('old-link');
    expect(await screen.findByText('Player sign-in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exercise/');
    expect(openedWith).toEqual([]);
  });

  it('offers Try again when the server cannot be reached, and opens once it answers', async () => {
    const answers = consoleServer({ status: 503, body: { type: 'failed', data: 'Unavailable' } });
    const { user } = openLink();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/Could not open the console/)).toBeTruthy();
    expect(screen.queryByText('Q3 drill')).toBeNull();

    answers['/api/loginJWTFacilitator'] = { body: makeFacilitatorLogin() };
    await user.click(retry);
    expect(await screen.findByText('Q3 drill')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Could not open the console/)).toBeNull());
  });
});
