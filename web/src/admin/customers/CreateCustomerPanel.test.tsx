import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_MONTHS } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, renderWithData } from '../../testing';
import { useCustomers, useCustomersWithSubs } from '../shared/adminLists';
import { CreateCustomerPanel } from './CreateCustomerPanel';

const LISTS = {
  '/api/getCustomers': { body: ['acmecorp', 'dailybyte'] },
  '/api/getCustomersIncludingSubs': { body: ['acmecorp', 'acmecorp-trainer', 'dailybyte'] },
};

/** The customer lists as another panel shows them (Manage Credits, Change Email…). */
function CustomerLists() {
  const customers = useCustomers();
  const withSubs = useCustomersWithSubs();
  return <p>{[...customers.items, ...withSubs.items].length} accounts</p>;
}

function showPanel() {
  renderWithData(
    <>
      <CreateCustomerPanel />
      <CustomerLists />
    </>,
  );
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Email/), 'it@daily.example');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.selectOptions(screen.getByLabelText(/^Subscription/), '1');
}

beforeEach(() => {
  useStaffSession.getState().signIn({ token: 'admin-jwt', user: 'admin', role: 'admin' }, 0);
});
afterEach(() => useStaffSession.getState().signOut());

describe('CreateCustomerPanel', () => {
  it("refuses a username with a '-' (a trainer's) and sends nothing", async () => {
    const calls = makeFakeServer(LISTS);
    const user = showPanel();
    await fillIn(user, 'daily-byte');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Username cannot contain the - symbol!',
    );
    expect(calls.filter((call) => call.path === '/api/createIndividualAccount')).toEqual([]);
  });

  it('creates the account, says so, empties the form and reads both customer lists again', async () => {
    const calls = makeFakeServer({
      ...LISTS,
      '/api/createIndividualAccount': { body: { type: 'success', data: 'Account created.' } },
    });
    const user = showPanel();
    await fillIn(user, 'dailybyte');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain(
      'Account created.',
    );
    // Each list was read when shown, and once more after the account was created.
    await waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        '/api/createIndividualAccount',
        '/api/getCustomers',
        '/api/getCustomers',
        '/api/getCustomersIncludingSubs',
        '/api/getCustomersIncludingSubs',
      ]),
    );
    expect(calls.find((call) => call.path === '/api/createIndividualAccount')?.body).toEqual({
      token: 'admin-jwt',
      username: 'dailybyte',
      email: 'it@daily.example',
      password: 'long-enough-1',
      subscription: '1',
      months: String(DEFAULT_ACCOUNT_MONTHS),
      // The account type's default: a client owner (role 0 is an individual learner).
      role: '1',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('');
  });
});
