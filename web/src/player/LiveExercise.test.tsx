import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../shared/session';
import { MemoryStorage } from '../shared/session/memoryStorage';
import { makeExerciseSession, makeFakeServer, makeScenarioEvent } from '../testing';
import { startEarlyLinkCheck, takeEarlyLinkCheck } from './gate/linkCheck';
import { LiveExercise } from './LiveExercise';
import { usePlayerStore } from './state/playerStore';
import { PLAYER_KEYS } from './storage/exerciseStorage';

/** What the exercise's main view saw in each of its renders: the inbox's events, or none yet. */
const renders = vi.hoisted(() => [] as Array<string[] | 'loading'>);

vi.mock('./main/PlayerMain', async () => {
  const { usePlayerStore: store } = await import('./state/playerStore');
  return {
    PlayerMain: () => {
      const { loaded, events } = store();
      renders.push(loaded ? events.map((event) => event.id) : 'loading');
      return null;
    },
  };
});

vi.mock('../shared/realtime', () => ({
  useRealtimeConnection: () => undefined,
  useSocket: () => ({ socket: null, status: 'disconnected' }),
  useBroadcast: () => undefined,
  registerResync: () => () => undefined,
}));

const session = makeExerciseSession();
const inbox = {
  events: [makeScenarioEvent('e1')],
  finished: false,
  team: -1,
};

let calls: ReturnType<typeof makeFakeServer>;
beforeEach(() => {
  renders.length = 0;
  calls = makeFakeServer({
    '/api/loginToken': { body: session },
    '/api/getMail': { body: inbox },
  });
  const stored = new MemoryStorage();
  vi.stubGlobal('localStorage', stored);
  stored.setItem(PLAYER_KEYS.exercise, 'code-1');
  useSession.getState().setNdaAgreed(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().setNdaAgreed(false);
  usePlayerStore.getState().reset();
});

const reads = () => calls.filter((call) => call.path === '/api/getMail').length;

describe('the exercise page of a returning player', () => {
  it('shows an inbox read that arrived before it in its first render, and reads no more', async () => {
    startEarlyLinkCheck('code-1');
    await takeEarlyLinkCheck('code-1');
    await vi.waitFor(() => expect(reads()).toBe(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    const page = render(<LiveExercise code="code-1" session={session} alias={null} team={null} />);
    await act(async () => undefined);

    expect(renders[0]).toEqual(['e1']);
    expect(renders).not.toContain('loading');
    expect(reads()).toBe(1);
    page.unmount();
    expect(usePlayerStore.getState().loaded).toBe(false);
  });

  it('reads the inbox itself, after a loading state, when no read has arrived', async () => {
    const page = render(<LiveExercise code="code-2" session={session} alias={null} team={null} />);
    await vi.waitFor(() => expect(renders.at(-1)).toEqual(['e1']));

    expect(renders[0]).toBe('loading');
    expect(reads()).toBe(1);
    page.unmount();
  });
});
