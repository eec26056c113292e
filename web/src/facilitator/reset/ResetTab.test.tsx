import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeFakeServer, renderWithData } from '../../testing';
import { allowModalDialogs } from '../../testing/editor';
import { CONSOLE_TOKEN, openConsole } from '../../testing/facilitator';
import { ResetTab } from './ResetTab';

function showTab() {
  const calls = makeFakeServer({
    '/api/resetCampaign': { body: { type: 'success', data: 'Campaign data reset.' } },
  });
  renderWithData(<ResetTab />);
  return {
    user: userEvent.setup({ delay: null }),
    resets: () => calls.filter((call) => call.path === '/api/resetCampaign'),
  };
}

beforeAll(allowModalDialogs);
beforeEach(openConsole);

describe('ResetTab', () => {
  it('asks first, and Cancel resets nothing', async () => {
    const { user, resets } = showTab();
    await user.click(screen.getByRole('button', { name: 'Reset the campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the campaign' });
    expect(
      within(dialog).getByText("Are you sure you want to reset all of the campaign's data?"),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resets()).toEqual([]);
  });

  it("resets once confirmed, with the link token, and shows the server's answer", async () => {
    const { user, resets } = showTab();
    await user.click(screen.getByRole('button', { name: 'Reset the campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'RESET' }));
    expect(await screen.findByText('Campaign data reset.')).toBeTruthy();
    expect(resets().map((call) => call.body)).toEqual([{ token: CONSOLE_TOKEN }]);
  });
});
