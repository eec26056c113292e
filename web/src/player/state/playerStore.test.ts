import { beforeEach, describe, expect, it } from 'vitest';
import { usePlayerStore } from './playerStore';

const mailbox = (...ids: string[]) => ({
  events: ids.map((id) => ({ id, displayAt: 0 })),
  finished: false,
  team: 'Athena',
});

describe('the player store', () => {
  beforeEach(() => usePlayerStore.getState().reset());

  it('notifies about nothing on the first load', () => {
    const added = usePlayerStore.getState().applyMail(mailbox('1', '2'), true, 1_000);
    expect(added).toEqual([]);
    expect(usePlayerStore.getState().loaded).toBe(true);
  });

  it('notifies about events that arrive afterwards', () => {
    const store = usePlayerStore.getState();
    store.applyMail(mailbox('1'), true, 1_000);
    const added = store.applyMail(mailbox('2'), false, 2_000);
    expect(added.map((event) => event.id)).toEqual(['2']);
  });

  it('keeps the game clock and dates each event by its game time', () => {
    const update = {
      ...mailbox('1'),
      events: [{ id: '1', displayAt: 30_000 }],
      clock: { gameTime: 90_000, running: true },
    };
    usePlayerStore.getState().applyMail(update, true, 500_000);
    const state = usePlayerStore.getState();
    expect(state.clock).toEqual({ gameTime: 90_000, running: true, receivedAt: 500_000 });
    expect(state.arrived['1']).toBe(440_000);
  });

  it('keeps the finished flag and the team from the latest update', () => {
    usePlayerStore.getState().applyMail({ ...mailbox('1'), finished: true }, true);
    expect(usePlayerStore.getState()).toMatchObject({ finished: true, team: 'Athena' });
  });

  it('patches one event in place', () => {
    const store = usePlayerStore.getState();
    store.applyMail(mailbox('1', '2'), true);
    store.patchEvent('2', (event) => ({ ...event, read: true }));
    expect(usePlayerStore.getState().events[1]).toEqual({ id: '2', displayAt: 0, read: true });
  });
});
