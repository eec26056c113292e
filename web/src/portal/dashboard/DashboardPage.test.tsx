import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerData, CustomerRole } from '@dojo/protocol';
import { useSession } from '../../shared/session';
import { makeFakeServer, renderWithData } from '../../testing';
import { DashboardPage } from './DashboardPage';

const DATA: CustomerData = {
  credit: 40,
  creditSpent: 2,
  subscribedOn: '2026-01-01',
  subscribedUntil: '2027-01-01',
  nextRefill: null,
  exercises: [
    {
      name: 'Q3 drill',
      trainer: '',
      scenario: 'ransomwareAtDawn',
      date: '2026-11-20',
      exercises: [
        {
          name: 'ana@acme.example',
          code: 'tok-ana',
          completed: true,
          expired: false,
          status: 'completed',
          expiresOn: '2026-12-20',
          startedOn: '2026-11-20',
        },
      ],
    },
  ],
};

function showDashboard(user: string, role: CustomerRole) {
  useSession.getState().signIn({ token: 'jwt-1', user, role, agreed: true, level: 2 }, Date.now());
  const calls = makeFakeServer({
    '/api/getCustomerData': { body: DATA },
    '/api/getResponses': {
      status: 404,
      body: { type: 'failed', data: 'There is no Report of Q3 drill', code: 'not_found' },
    },
  });
  renderWithData(<DashboardPage />);
  return { calls, user: userEvent.setup({ delay: null }) };
}

afterEach(() => useSession.getState().signOut());

describe('DashboardPage', () => {
  it("gives role '0' the exercise and its players, but no responses", async () => {
    showDashboard('acmecorp', '0');
    await screen.findByRole('heading', { name: 'Q3 drill' });
    expect(screen.getByRole('button', { name: /Show Players/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /show responses/ })).toBeNull();
  });

  it("opens an exercise's report under show responses for role '1'", async () => {
    const { calls, user } = showDashboard('acmecorp', '1');
    await screen.findByRole('heading', { name: 'Q3 drill' });
    await user.click(screen.getByRole('button', { name: /show responses/ }));
    const region = await screen.findByRole('region', { name: 'show responses' });
    expect(await screen.findByText('There is no Report of Q3 drill')).toBeTruthy();
    expect(region).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/getResponses')?.body).toEqual({
      token: 'jwt-1',
      group: 'Q3 drill',
    });
  });

  it('tells a trainer with no exercises that none names them yet', async () => {
    useSession
      .getState()
      .signIn(
        { token: 'jwt-2', user: 'acmecorp-trainer', role: '1', agreed: true, level: 2 },
        Date.now(),
      );
    makeFakeServer({ '/api/getCustomerData': { body: { ...DATA, exercises: [] } } });
    renderWithData(<DashboardPage />);
    expect(await screen.findByText('No exercise names you as its trainer yet.')).toBeTruthy();
  });
});
