import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session';
import { MemoryStorage } from '../../shared/session/memoryStorage';
import { makeExerciseSession, makeFakeServer } from '../../testing';
import { PLAYER_KEYS } from '../storage/exerciseStorage';
import { startEarlyLinkCheck } from './linkCheck';
import { useExerciseLogin } from './useExerciseLogin';

const session = makeExerciseSession();

let stored: MemoryStorage;
let calls: ReturnType<typeof makeFakeServer>;
beforeEach(() => {
  calls = makeFakeServer({
    '/api/loginToken': { body: session },
    '/api/getMail': { body: { events: [], finished: false, team: -1 } },
  });
  stored = new MemoryStorage();
  vi.stubGlobal('localStorage', stored);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().setNdaAgreed(false);
});

/**
 * A device that last entered `lastExercise` and agreed to its NDA opens link `code`: the early
 * check starts as the app's start does, and its answer arrives.
 */
async function openAfter(lastExercise: string, code: string) {
  stored.setItem(PLAYER_KEYS.exercise, lastExercise);
  useSession.getState().setNdaAgreed(true);
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
    await openAfter('code-1', 'code-1');
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
    await openAfter('another-code', 'code-2');
    const { states, hook } = statesOf('code-2');
    expect(states[0]).toBe('loading');
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(useSession.getState().ndaAgreed).toBe(false);
    expect(stored.getItem(PLAYER_KEYS.exercise)).toBe('code-2');
  });
});
