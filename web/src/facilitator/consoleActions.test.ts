import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api';
import { makeFakeServer } from '../testing';
import { letPlayerBackIn } from './consoleActions';
import { useConsoleToken } from './consoleData';

/** The console's Let back in: the link token and the alias go to /api/letPlayerBackIn. */

beforeEach(() => {
  useConsoleToken.setState({ token: 'link-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('letting a player back in', () => {
  it("sends the console's token and the alias, and answers the server's message", async () => {
    const calls = makeFakeServer({
      '/api/letPlayerBackIn': {
        body: { type: 'success', data: 'ben can join again from another device.' },
      },
    });
    expect(await letPlayerBackIn('ben')).toEqual({
      type: 'success',
      data: 'ben can join again from another device.',
    });
    expect(calls).toEqual([
      { path: '/api/letPlayerBackIn', body: { token: 'link-token', player: 'ben' } },
    ]);
  });

  it('fails with the server message for a player the exercise does not have', async () => {
    makeFakeServer({
      '/api/letPlayerBackIn': { status: 404, body: { type: 'failed', data: 'No such player.' } },
    });
    const refused = letPlayerBackIn('nobody');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow('No such player.');
  });
});
