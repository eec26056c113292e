import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { PlayerPrincipal } from '../../../core/principal';
import { StoreClosedError } from '../../../store/inflight';
import { ManualClock } from '../../../testing/manualClock';
import type { Loaded, PlayerViewSource } from './playerView';
import type { RunnerSocket } from './localScope';
import { ScopeRunner } from './scopeRunner';

const player: PlayerPrincipal = {
  kind: 'player',
  user: 'p1@acme.test',
  exerciseId: 'ex1',
  playerId: 'p1',
  team: null,
};

function socket(): RunnerSocket {
  return {
    data: { principal: player, scopes: [] },
    join: () => undefined,
    leave: () => undefined,
    disconnect: () => undefined,
  } as unknown as RunnerSocket;
}

/** A load that waits for the test, then meets the store closed under it. */
class ClosingSource implements PlayerViewSource<string> {
  private fail: () => void = () => undefined;
  private markStarted: () => void = () => undefined;
  readonly started = new Promise<void>((resolve) => (this.markStarted = resolve));
  finished = false;

  view(): Promise<Loaded<string> | null> {
    this.markStarted();
    return new Promise((_resolve, reject) => {
      this.fail = () => {
        this.finished = true;
        reject(new StoreClosedError());
      };
    });
  }
  views = () => Promise.resolve(new Map<string, Loaded<string>>());
  reproject = () => Promise.reject(new StoreClosedError());
  shareKey = () => null;
  release = () => undefined;
  closeStore() {
    this.fail();
  }
}

describe('ScopeRunner.close', () => {
  it('waits for a projection under way, and logs no error when the store closes under it', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      {
        write: (line: string) =>
          void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
    );
    const source = new ClosingSource();
    const runner = new ScopeRunner({
      source,
      publisher: { push: () => undefined } as never,
      clock: new ManualClock(),
      logger,
    });
    const joined = runner.join(socket(), player);
    await source.started;
    let closed = false;
    const closing = runner.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    source.closeStore();
    await Promise.allSettled([joined, closing]);
    expect(source.finished).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
