import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, ERROR } from '@dojo/protocol';
import { makeFetchAnswering } from '../../testing';
import { ApiError, isApiError } from './ApiError';
import { callApi } from './callApi';

const login = call(
  'POST',
  '/api/login',
  z.object({ name: z.string() }),
  z.object({ type: z.literal('success'), token: z.string() }),
);

const answer = makeFetchAnswering;

/** A fetch answering 200 with `body`, whose calls the test reads. */
function answering(body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('returns the answer parsed by the declared response schema', async () => {
    answer(200, { type: 'success', token: 'abc', extra: 1 });
    await expect(callApi(login, { name: 'n' })).resolves.toEqual({ type: 'success', token: 'abc' });
  });

  it("throws the server's message on a failed status", async () => {
    answer(401, { type: 'failed', data: 'Invalid username or password' });
    const error = await callApi(login, { name: 'n' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid username or password');
    expect((error as ApiError).status).toBe(401);
  });

  it("carries the server's registry code, so callers compare codes, not messages", async () => {
    answer(409, { type: 'failed', data: 'This scenario was changed by ana.', code: 'stale_write' });
    const error = await callApi(login, { name: 'n' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'stale_write' });
    expect(isApiError(error, ERROR.stale_write)).toBe(true);
    expect(isApiError(error, ERROR.conflict)).toBe(false);
  });

  it('keeps the message but no code when the code is not one this page knows', async () => {
    answer(409, { type: 'failed', data: 'Newer.', code: 'from_a_newer_server' });
    const error = await callApi(login, { name: 'n' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Newer.', status: 409, code: undefined });
  });

  it('falls back to "Response status: {code}" when the failed answer has no message', async () => {
    answer(502, undefined);
    await expect(callApi(login, { name: 'n' })).rejects.toThrow('Response status: 502');
  });

  it('throws the message of a {type:"failed"} answer sent with HTTP 200', async () => {
    answer(200, { type: 'failed', data: 'No such account' });
    await expect(callApi(login, { name: 'n' })).rejects.toThrow('No such account');
  });

  it('reports a network error with its own message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(login, { name: 'n' })).rejects.toMatchObject({
      message: 'Failed to fetch',
      status: 0,
    });
  });

  it('sends a call that knows its route before its declaration arrives, then checks the answer', async () => {
    const fetchMock = answering({ type: 'success', token: 'abc', extra: 1 });
    let arrive: (def: typeof login) => void = () => undefined;
    const later = Object.assign(new Promise<typeof login>((resolve) => (arrive = resolve)), {
      route: { method: 'POST', path: '/api/login', body: 'json' } as const,
    });
    const result = callApi(later, { name: 'n' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/login');
    arrive(login);
    await expect(result).resolves.toEqual({ type: 'success', token: 'abc' });
  });

  it('asks for the declaration of a call sent on its route only once its answer is here', async () => {
    // Running the protocol's chunk then does not hold up what the answer starts (beforeCheck).
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))),
    );
    const ask = vi.fn();
    const later = Object.assign(Promise.resolve(login), {
      route: { method: 'POST', path: '/api/login', body: 'json' } as const,
      ask,
    });
    const beforeCheck = vi.fn(() => expect(ask).not.toHaveBeenCalled());
    const result = callApi(later, { name: 'n' }, { beforeCheck });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ask).not.toHaveBeenCalled();
    reply(new Response(JSON.stringify({ type: 'success', token: 'abc' })));
    await expect(result).resolves.toEqual({ type: 'success', token: 'abc' });
    expect(beforeCheck).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('waits for the declaration of a call without a route before sending it', async () => {
    const fetchMock = answering({ type: 'success', token: 'abc' });
    let arrive: (def: typeof login) => void = () => undefined;
    const later = new Promise<typeof login>((resolve) => (arrive = resolve));
    const result = callApi(later, { name: 'n' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    arrive(login);
    await expect(result).resolves.toEqual({ type: 'success', token: 'abc' });
  });
});
