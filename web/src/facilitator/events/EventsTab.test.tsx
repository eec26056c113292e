import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FacilitatorStatus } from '@dojo/protocol';
import { makeFakeServer, renderWithData, type FakeAnswer } from '../../testing';
import {
  CONSOLE_TOKEN,
  makeFacilitatorLogin,
  makeFacilitatorStatus,
  makePositionPlayer,
  openConsole,
} from '../../testing/facilitator';
import { EventsTab } from './EventsTab';

/** The console's server: the link's check, the exercise's state (`becomes` changes it) and `writes`. */
function consoleServer(first: Partial<FacilitatorStatus>, writes: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, FakeAnswer> = {
    '/api/loginJWTFacilitator': { body: makeFacilitatorLogin() },
    '/api/getFacilitatorEvents': { body: makeFacilitatorStatus(first) },
    ...writes,
  };
  const calls = makeFakeServer(answers);
  return {
    calls,
    /** What the server answers from now on when the console reads the state again. */
    becomes(changes: Partial<FacilitatorStatus>) {
      answers['/api/getFacilitatorEvents'] = { body: makeFacilitatorStatus(changes) };
    },
    sent: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

function showTab() {
  renderWithData(<EventsTab />);
  return userEvent.setup({ delay: null });
}

const controls = () => screen.getByRole('group', { name: 'Exercise controls' });

beforeEach(openConsole);

describe('EventsTab', () => {
  it('shows a closed, unstarted exercise with Open and Start/Resume, and no Pause or Push Time', async () => {
    consoleServer({ paused: '', open: false });
    showTab();
    expect(await screen.findByText('Exercise is not open to players')).toBeTruthy();
    expect(screen.getByText('The exercise is not started')).toBeTruthy();
    expect(screen.getByText('Q3 drill')).toBeTruthy();
    const buttons = within(controls())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Open', 'Start/Resume']);
  });

  it('opens the exercise to players: the call carries the link token and the warning goes', async () => {
    const server = consoleServer({ open: false }, { '/api/openExercise': { body: true } });
    const user = showTab();
    const open = await screen.findByRole('button', { name: 'Open' });
    server.becomes({ open: true });
    await user.click(open);
    await waitFor(() => expect(screen.queryByText('Exercise is not open to players')).toBeNull());
    expect(server.sent('/api/openExercise')).toEqual([{ token: CONSOLE_TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('starts the exercise: Start/Resume gives way to Pause and Time to Push', async () => {
    const server = consoleServer(
      { open: true, paused: '' },
      { '/api/continueFacilitated': { body: 'false' } },
    );
    const user = showTab();
    const start = await screen.findByRole('button', { name: 'Start/Resume' });
    server.becomes({ open: true, paused: 'false' });
    await user.click(start);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.queryByText('The exercise is not started')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start/Resume' })).toBeNull();
    expect(screen.getByLabelText('Time to Push')).toBeTruthy();
    expect(server.sent('/api/continueFacilitated')).toEqual([{ token: CONSOLE_TOKEN }]);
  });

  it('pauses a running exercise and says PAUSED', async () => {
    const server = consoleServer(
      { open: true, paused: 'false' },
      { '/api/pauseFacilitated': { body: 'true' } },
    );
    const user = showTab();
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(screen.queryByText('PAUSED')).toBeNull();
    server.becomes({ open: true, paused: 'true' });
    await user.click(pause);
    expect(await screen.findByText('PAUSED')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start/Resume' })).toBeTruthy();
  });

  it("pushes the chosen minutes, shows the server's answer and holds the button for a second", async () => {
    const server = consoleServer(
      { open: true, paused: 'false' },
      {
        '/api/pushFacilitatorEvent': {
          body: { type: 'success', data: 'Time pushed by 5 minutes' },
        },
      },
    );
    const user = showTab();
    await user.selectOptions(await screen.findByLabelText('Time to Push'), '5');
    await user.click(screen.getByRole('button', { name: 'Push Time' }));
    expect(await screen.findByText('Time pushed by 5 minutes')).toBeTruthy();
    expect(server.sent('/api/pushFacilitatorEvent')).toEqual([{ token: CONSOLE_TOKEN, time: 5 }]);
    const held = screen.getByRole('button', { name: /^Push Time \(\d s\)$/ });
    expect((held as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal of a control in the banner", async () => {
    consoleServer(
      { open: true, paused: '' },
      {
        '/api/continueFacilitated': {
          body: { type: 'failed', data: 'The exercise has ended.' },
        },
      },
    );
    const user = showTab();
    await user.click(await screen.findByRole('button', { name: 'Start/Resume' }));
    expect(await screen.findByText('The exercise has ended.')).toBeTruthy();
  });

  it("lists who waits and the players' positions under the message each got last", async () => {
    consoleServer({
      open: true,
      paused: 'false',
      currentPositions: [
        {
          subject: 'Ransom note',
          players: [
            makePositionPlayer('ann', { label: '==> Ransom note (3m)' }),
            makePositionPlayer('bob'),
          ],
        },
        { subject: '', players: [makePositionPlayer('cy')] },
      ],
    });
    showTab();
    expect(await screen.findByRole('heading', { name: 'Ransom note' })).toBeTruthy();
    expect(screen.getByText('3 players')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nothing received yet' })).toBeTruthy();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Replay what ann saw' })).toBeTruthy();
  });
});
