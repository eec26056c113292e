import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session';
import { MemoryStorage } from '../../shared/session/memoryStorage';
import { makeExerciseSession, makeFakeServer } from '../../testing';
import { liveBackend } from '../state/liveBackend';
import { PLAYER_KEYS } from '../storage/exerciseStorage';
import { startEarlyLinkCheck, takeEarlyLinkCheck } from './linkCheck';

const session = makeExerciseSession();

/** Answers the link check and the inbox read as the server would, and records the calls. */
function fakeServer() {
  const calls = makeFakeServer({
    '/api/loginToken': { body: session },
    '/api/getMail': { body: { events: [], finished: false, team: -1 } },
  });
  return { count: (path: string) => calls.filter((call) => call.path === path).length };
}

let server: ReturnType<typeof fakeServer>;
let stored: MemoryStorage;
beforeEach(() => {
  server = fakeServer();
  stored = new MemoryStorage();
  vi.stubGlobal('localStorage', stored);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().setNdaAgreed(false);
});

/** Opens link `code` as the app's start does, and lets the page take the link's answer. */
async function openLink(code: string) {
  startEarlyLinkCheck(code);
  await takeEarlyLinkCheck(code);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the early inbox read of a returning player', () => {
  it('reads the inbox as soon as the link answers, and the page takes that read', async () => {
    stored.setItem(PLAYER_KEYS.exercise, 'code-1');
    useSession.getState().setNdaAgreed(true);
    await openLink('code-1');
    expect(server.count('/api/getMail')).toBe(1);
    await liveBackend({ session, code: 'code-1', alias: null, team: null }).refresh();
    expect(server.count('/api/getMail')).toBe(1);
  });

  it('hands an arrived read to the page at once, once, and the page reads no more', async () => {
    stored.setItem(PLAYER_KEYS.exercise, 'code-4');
    useSession.getState().setNdaAgreed(true);
    await openLink('code-4');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const backend = liveBackend({ session, code: 'code-4', alias: null, team: null });
    expect(backend.applyArrivedInbox?.()).toEqual([]);
    expect(backend.applyArrivedInbox?.()).toBeUndefined();
    expect(server.count('/api/getMail')).toBe(1);
  });

  it('reads nothing early for a player who has not agreed to the NDA on this device', async () => {
    stored.setItem(PLAYER_KEYS.exercise, 'code-2');
    await openLink('code-2');
    expect(server.count('/api/getMail')).toBe(0);
  });

  it('reads nothing early for another exercise than the one this device last entered', async () => {
    stored.setItem(PLAYER_KEYS.exercise, 'another-code');
    useSession.getState().setNdaAgreed(true);
    await openLink('code-3');
    expect(server.count('/api/getMail')).toBe(0);
  });
});
