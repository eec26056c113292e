import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerBackend } from '../state/backend';
import { useMailSync } from './useMailSync';

const realtime = vi.hoisted(() => ({ opened: [] as Array<string | null> }));

vi.mock('../../shared/realtime', () => ({
  useRealtimeConnection: (token: string | null) => realtime.opened.push(token),
  useSocket: () => ({ socket: null, status: 'disconnected' }),
  useBroadcast: () => undefined,
  registerResync: () => () => undefined,
}));

/** A backend whose first inbox read answers when the test says so. */
function backendWithSlowRead(outcome: 'answers' | 'fails') {
  let settle = () => {};
  const read = new Promise<[]>((resolve, reject) => {
    settle = () => (outcome === 'answers' ? resolve([]) : reject(new Error('offline')));
  });
  const backend = { refresh: vi.fn(() => read) } as unknown as PlayerBackend;
  return { backend, settle };
}

const notify = () => undefined;

describe("the exercise's socket on a page load", () => {
  it.each(['answers', 'fails'] as const)(
    'opens only once the first inbox read %s, so the two never share the link',
    async (outcome) => {
      realtime.opened.length = 0;
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { backend, settle } = backendWithSlowRead(outcome);
      renderHook(() => useMailSync(backend, 'player-token', notify));
      expect(backend.refresh).toHaveBeenCalledTimes(1);
      expect(realtime.opened.every((token) => token === null)).toBe(true);
      await act(async () => settle());
      expect(realtime.opened.at(-1)).toBe('player-token');
    },
  );
});

describe('an inbox read that arrived before the page', () => {
  it('is applied before the first paint, with no read of its own, then the socket opens', async () => {
    realtime.opened.length = 0;
    const events = [{ id: '1' }] as never[];
    const backend = {
      refresh: vi.fn(() => Promise.resolve([])),
      applyArrivedInbox: vi.fn(() => events),
    } as unknown as PlayerBackend;
    const told = vi.fn();
    renderHook(() => useMailSync(backend, 'player-token', told));
    // Layout effects run before the browser paints: the render's own commit applied it.
    expect(backend.applyArrivedInbox).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith(events);
    expect(backend.refresh).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(realtime.opened.at(-1)).toBe('player-token');
  });
});
