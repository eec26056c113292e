import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFakeServer, renderWithData, type FakeAnswer } from '../../testing';
import { CONSOLE_TOKEN, makeFacilitatorLogin, openConsole } from '../../testing/facilitator';
import { ChangeTeamTab } from './ChangeTeamTab';

const PLAYERS = [
  { player: 'ann', team: 'Blue' },
  { player: 'bob', team: '' },
];

function showTab(answers: Record<string, FakeAnswer> = {}) {
  const calls = makeFakeServer({
    '/api/loginJWTFacilitator': { body: makeFacilitatorLogin({ teams: ['Blue', 'Red'] }) },
    '/api/retrievePlayers': { body: PLAYERS },
    ...answers,
  });
  renderWithData(<ChangeTeamTab />);
  return {
    user: userEvent.setup({ delay: null }),
    sent: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

beforeEach(openConsole);

describe('ChangeTeamTab', () => {
  it('lists every player with their team', async () => {
    showTab();
    await screen.findByRole('table', { name: 'Players and their teams' });
    expect(screen.getByText('No team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Let bob back in' })).toBeTruthy();
  });

  it('asks for a player and a team before moving anyone', async () => {
    const { user, sent } = showTab();
    await user.click(await screen.findByRole('button', { name: 'Move player' }));
    expect(await screen.findByText('Please select a player.')).toBeTruthy();
    expect(sent('/api/changePlayerTeam')).toEqual([]);
  });

  it('moves a player to another team and shows the new team at once', async () => {
    const { user, sent } = showTab({
      '/api/changePlayerTeam': { body: { type: 'success', data: 'bob moved to Red.' } },
    });
    await screen.findByRole('option', { name: 'bob' });
    await user.selectOptions(screen.getByLabelText('Player'), 'bob');
    await screen.findByRole('option', { name: 'Red' });
    await user.selectOptions(screen.getByLabelText('New team'), 'Red');
    await user.click(screen.getByRole('button', { name: 'Move player' }));
    expect(await screen.findByText('bob moved to Red.')).toBeTruthy();
    expect(sent('/api/changePlayerTeam')).toEqual([
      { token: CONSOLE_TOKEN, player: 'bob', team: 'Red' },
    ]);
    expect(screen.queryByText('No team')).toBeNull();
  });
});
