import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session';
import { makeExerciseSession, makeFakeServer } from '../../testing';
import { PLAYER_KEYS } from '../storage/exerciseStorage';
import { startEarlyLinkCheck } from './linkCheck';
import { useExerciseLogin } from './useExerciseLogin';

const session = makeExerciseSession();

let stored: Map<string, string>;
let calls: ReturnType<typeof makeFakeServer>;
beforeEach(() => {
  calls = makeFakeServer({
    '/api/loginToken': { body: session },
    '/api/getMail': { body: { events: [], finished: false, team: -1 } },
  });
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().setNdaAgreed(false);
});

/** Starts the link's early check as the app's start does, and lets its answer arrive. */
async function arrive(code: string) {
  startEarlyLinkCheck(code);
  await waitFor(() => expect(calls.some((call) => call.path === '/api/loginToken')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every state the hook rendered with, in order. */
function statesOf(code: string) {
  const states: string[] = [];
  const hook = renderHook(() => {
    const login = useExerciseLogin(code, 0);
    states.push(login.state);
    return login;
  });
  return { states, hook };
}

describe('the link check of a page whose code came after the early answer', () => {
  it('opens a returning player on the answer at once, and asks the server once', async () => {
    stored.set(PLAYER_KEYS.exercise, 'code-1');
    useSession.getState().setNdaAgreed(true);
    await arrive('code-1');
    const { states, hook } = statesOf('code-1');
    expect(states[0]).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hook.result.current).toEqual({
      state: 'ready',
      session,
      token: 'code-1',
      attempt: 0,
      answer: session,
    });
    // One render: the answer it opened on changes nothing when the page takes it.
    expect(states).toEqual(['ready']);
    expect(calls.filter((call) => call.path === '/api/loginToken')).toHaveLength(1);
    // Entering the same exercise again keeps its NDA agreement.
    expect(useSession.getState().ndaAgreed).toBe(true);
  });

  it('shows another exercise than the last one only once its NDA agreement is cleared', async () => {
    stored.set(PLAYER_KEYS.exercise, 'another-code');
    useSession.getState().setNdaAgreed(true);
    await arrive('code-2');
    const { states, hook } = statesOf('code-2');
    expect(states[0]).toBe('loading');
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(useSession.getState().ndaAgreed).toBe(false);
    expect(stored.get(PLAYER_KEYS.exercise)).toBe('code-2');
  });
});
