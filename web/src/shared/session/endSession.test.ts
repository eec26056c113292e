import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './endSession';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endSession', () => {
  it('asks the server to end the token, then signs out', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ type: 'success', data: 'You are logged out.' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const signOut = vi.fn();
    await endSession('the-token', signOut);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'the-token' });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('signs out even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const signOut = vi.fn();
    await endSession('the-token', signOut);
    expect(signOut).toHaveBeenCalledOnce();
  });
});
