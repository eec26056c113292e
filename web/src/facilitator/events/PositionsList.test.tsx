import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FacilitatorStatus } from '@dojo/protocol';
import { makeFakeServer, renderWithData } from '../../testing';
import {
  makeFacilitatorLogin,
  makeFacilitatorStatus,
  makePositionPlayer,
  openConsole,
} from '../../testing/facilitator';
import { PositionsList } from './PositionsList';

const NOW = Date.now();
const MINUTE = 60_000;

/** Ann's next event was due a minute ago; Bob awaits an answer, his last event 7 minutes old. */
const RUNNING = makeFacilitatorStatus({
  paused: 'false',
  open: true,
  serverTime: NOW,
  currentPositions: [
    {
      subject: 'Ransom note',
      players: [
        makePositionPlayer('ann', {
          events: [
            { displayAt: NOW - 10 * MINUTE, visible: true, subject: 'Ransom note' },
            { displayAt: NOW - MINUTE, visible: false, subject: 'Press call' },
          ],
        }),
        makePositionPlayer('bob', {
          label: '==> Awaiting answer',
          events: [{ displayAt: NOW - 7 * MINUTE, visible: true, subject: 'Ransom note' }],
        }),
      ],
    },
  ],
});

function showPositions(status: FacilitatorStatus) {
  makeFakeServer({ '/api/loginJWTFacilitator': { body: makeFacilitatorLogin() } });
  renderWithData(<PositionsList status={status} receivedAt={Date.now()} />);
  return userEvent.setup({ delay: null });
}

const row = (user: string) =>
  screen.getAllByRole('listitem').find((item) => item.dataset.player === user)!;

beforeEach(openConsole);

describe('PositionsList', () => {
  it('says when no player has joined yet', () => {
    showPositions(makeFacilitatorStatus());
    expect(screen.getByText('No player has joined yet.')).toBeTruthy();
    expect(screen.getByText('0 players')).toBeTruthy();
  });

  it('marks who may be stuck, and the count follows the chosen minutes', async () => {
    const user = showPositions(RUNNING);
    expect(screen.getByText(', 2 may be stuck')).toBeTruthy();
    expect(within(row('ann')).getByText('May be stuck')).toBeTruthy();
    expect(within(row('bob')).getByText('May be stuck')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Stuck after/), '10');
    expect(screen.getByText(', 1 may be stuck')).toBeTruthy();
    expect(within(row('bob')).queryByText('May be stuck')).toBeNull();
  });

  it('marks nobody stuck while the exercise is paused', () => {
    showPositions({ ...RUNNING, paused: 'true' });
    expect(screen.queryByText(/may be stuck/)).toBeNull();
  });

  it('folds the list away and back', async () => {
    const user = showPositions(RUNNING);
    const toggle = screen.getByRole('button', { name: "View players' position" });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Ransom note' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('heading', { name: 'Ransom note' })).toBeTruthy();
  });
});
