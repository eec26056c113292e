import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './endSession';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endSession', () => {
  it('signs out here at once, then asks the server to end the token in a request that outlives the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const signOut = vi.fn();
    const ended = endSession('the-token', signOut);
    // Signed out before the server has answered: a page opened now is signed out.
    expect(signOut).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'the-token' });
    expect(init.keepalive).toBe(true);
    answer(new Response(JSON.stringify({ type: 'success', data: 'You are logged out.' })));
    await ended;
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
