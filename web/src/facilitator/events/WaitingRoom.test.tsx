import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFakeServer, renderWithData, tableRows, type FakeAnswer } from '../../testing';
import {
  CONSOLE_TOKEN,
  makeFacilitatorLogin,
  makeFacilitatorStatus,
  openConsole,
} from '../../testing/facilitator';
import { secondsOfDay, timeOfDayText } from '../../shared/i18n/timeOfDay';
import { EventsTab } from './EventsTab';
import { WaitingRoom } from './WaitingRoom';

/* The waiting room (docs/facilitator.md, "Waiting room"): who waits for a closed session. */

const NINE = new Date(2026, 10, 28, 9, 0, 5).getTime();
const NINE_TWO = new Date(2026, 10, 28, 9, 2, 40).getTime();
const WAITING = [
  { player: 'ann', team: 'Blue', since: NINE },
  { player: 'bob', team: 'Red', since: NINE_TWO },
];

const at = (ms: number) => timeOfDayText(secondsOfDay(ms));
const room = () => screen.getByRole('region', { name: 'Waiting room' });
describe('WaitingRoom', () => {
  it('lists who waits, first come first, with their team and since when', () => {
    render(<WaitingRoom status={makeFacilitatorStatus({ open: false, waiting: WAITING })} />);
    expect(within(room()).getByRole('heading', { name: 'Waiting room' })).toBeTruthy();
    expect(within(room()).getByRole('status').textContent).toBe(
      '2 players waiting. Open lets them in.',
    );
    expect(tableRows(within(room()).getByRole('table'))).toEqual([
      ['ann', 'Blue', timeOfDayText(secondsOfDay(NINE))],
      ['bob', 'Red', timeOfDayText(secondsOfDay(NINE_TWO))],
    ]);
  });

  it('says one player in the singular', () => {
    render(<WaitingRoom status={makeFacilitatorStatus({ waiting: WAITING.slice(0, 1) })} />);
    expect(screen.getByRole('status').textContent).toBe('1 player waiting. Open lets them in.');
  });

  it('says nobody waits yet while the session is closed, without an empty table', () => {
    render(<WaitingRoom status={makeFacilitatorStatus({ open: false, waiting: [] })} />);
    expect(within(room()).getByRole('status').textContent).toBe('Nobody is waiting yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is gone once the session is open and nobody waits', () => {
    const { container } = render(
      <WaitingRoom status={makeFacilitatorStatus({ open: true, waiting: [] })} />,
    );
    expect(container.textContent).toBe('');
  });

  it('lists who closed the page apart, as never come in, also once the session is open', () => {
    const absent = [{ player: 'bob', team: 'Red', since: NINE_TWO, leftAt: NINE_TWO + 30_000 }];
    render(
      <WaitingRoom
        status={makeFacilitatorStatus({ open: true, waiting: [], neverCameIn: absent })}
      />,
    );
    const part = within(room()).getByRole('region', { name: 'Never came in' });
    expect(part.textContent).toContain('1 player joined the waiting room and closed the page.');
    expect(tableRows(within(part).getByRole('table'))).toEqual([
      ['bob', 'Red', at(NINE_TWO + 30_000)],
    ]);
    expect(within(room()).getByRole('status').textContent).toBe('Nobody is waiting yet.');
  });

  describe('in the Events tab', () => {
    beforeEach(openConsole);

    it('empties when the facilitator opens the session', async () => {
      const answers: Record<string, FakeAnswer> = {
        '/api/loginJWTFacilitator': { body: makeFacilitatorLogin() },
        '/api/getFacilitatorEvents': {
          body: makeFacilitatorStatus({ open: false, waiting: WAITING }),
        },
        '/api/openExercise': { body: true },
      };
      const calls = makeFakeServer(answers);
      renderWithData(<EventsTab />);
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByText('ann')).toBeTruthy();
      expect(within(room()).getByText('bob')).toBeTruthy();

      answers['/api/getFacilitatorEvents'] = {
        body: makeFacilitatorStatus({ open: true, waiting: [] }),
      };
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Waiting room' })).toBeNull(),
      );
      expect(screen.queryByText('ann')).toBeNull();
      expect(calls.filter((call) => call.path === '/api/openExercise')).toEqual([
        { path: '/api/openExercise', body: { token: CONSOLE_TOKEN } },
      ]);
    });
  });
});
