import { describe, expect, it } from 'vitest';
import { createListStore } from './listStore';

/** A read the test answers by hand, one call at a time. */
function manualRead() {
  const calls: { token: string; answer(items: string[]): void; fail(error: Error): void }[] = [];
  const read = (token: string) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ token, answer: resolve, fail: reject });
    });
  return { read, calls };
}

describe('createListStore', () => {
  it('reads the list once with the token, then keeps it', async () => {
    const { read, calls } = manualRead();
    const store = createListStore(read);
    const loading = store.getState().load('token-1');
    expect(store.getState().state).toBe('loading');
    calls[0]?.answer(['Acme Corp']);
    await loading;
    await store.getState().load('token-1');
    expect(calls.map((call) => call.token)).toEqual(['token-1']);
    expect(store.getState()).toMatchObject({ items: ['Acme Corp'], state: 'ready', error: null });
  });

  it('reads again when forced, and only the latest read writes the list', async () => {
    const { read, calls } = manualRead();
    const store = createListStore(read);
    const first = store.getState().load('token');
    const second = store.getState().load('token', true);
    calls[1]?.answer(['after the upload']);
    calls[0]?.answer(['before the upload']);
    await Promise.all([first, second]);
    expect(store.getState().items).toEqual(['after the upload']);
  });

  it('keeps the failure message of a read that failed', async () => {
    const { read, calls } = manualRead();
    const store = createListStore(read);
    const loading = store.getState().load('token');
    calls[0]?.fail(new Error('You need to be logged in to perform that action.'));
    await loading;
    expect(store.getState()).toMatchObject({
      state: 'failed',
      error: 'You need to be logged in to perform that action.',
    });
  });
});
