import type { ExerciseSession } from '@dojo/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session';
import { liveBackend } from '../state/liveBackend';
import { PLAYER_KEYS } from '../storage/exerciseStorage';
import { startEarlyLinkCheck, takeEarlyLinkCheck } from './linkCheck';

const session: ExerciseSession = {
  type: 'success',
  user: 'ana@acme.example',
  scenario: 'ransomware',
  facilitated: false,
  teams: false,
  beta: false,
  token: 'player-token',
  branding_logo_url: '',
  nda_text: '',
  finished: false,
};

/** Counts the requests per API path and answers as the server would. */
function fakeServer() {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/loginToken': session,
    '/api/getMail': { events: [], finished: false, team: -1 },
  };
  const fetch = vi.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(path);
    return Promise.resolve(Response.json(answers[path] ?? {}));
  });
  return { fetch, count: (path: string) => calls.filter((call) => call === path).length };
}

let server: ReturnType<typeof fakeServer>;
let stored: Map<string, string>;
beforeEach(() => {
  server = fakeServer();
  stored = new Map();
  vi.stubGlobal('fetch', server.fetch);
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

/** Opens link `code` as the app's start does, and lets the page take the link's answer. */
async function openLink(code: string) {
  startEarlyLinkCheck(code);
  await takeEarlyLinkCheck(code);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the early inbox read of a returning player', () => {
  it('reads the inbox as soon as the link answers, and the page takes that read', async () => {
    stored.set(PLAYER_KEYS.exercise, 'code-1');
    useSession.getState().setNdaAgreed(true);
    await openLink('code-1');
    expect(server.count('/api/getMail')).toBe(1);
    await liveBackend({ session, code: 'code-1', alias: null, team: null }).refresh();
    expect(server.count('/api/getMail')).toBe(1);
  });

  it('reads nothing early for a player who has not agreed to the NDA on this device', async () => {
    stored.set(PLAYER_KEYS.exercise, 'code-2');
    await openLink('code-2');
    expect(server.count('/api/getMail')).toBe(0);
  });

  it('reads nothing early for another exercise than the one this device last entered', async () => {
    stored.set(PLAYER_KEYS.exercise, 'another-code');
    useSession.getState().setNdaAgreed(true);
    await openLink('code-3');
    expect(server.count('/api/getMail')).toBe(0);
  });
});
