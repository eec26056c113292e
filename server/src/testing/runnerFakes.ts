/** Fakes for the scope runner's tests (docs/runner.md): a source whose inboxes a test edits. */
import { pino } from 'pino';
import type { ScenarioEvent } from '@dojo/protocol';
import type { PlayerPrincipal } from '../core/principal';
import { ManualClock } from './manualClock';
import type { Loaded, PlayerView, PlayerViewSource } from '../features/player/runner/playerView';
import { entriesOf } from '../features/player/runner/inboxDiff';
import type { RunnerSocket } from '../features/player/runner/localScope';
import { ScopeRunner } from '../features/player/runner/scopeRunner';

export interface Pushed {
  scope: string;
  data: { events: ScenarioEvent[]; full: boolean; finished: boolean };
  /** Present when the push was projected at a shared due instant. */
  shared?: { key: string; at: number };
}

/** A player whose inbox is a list the test edits; `dueAt` is when the next event arrives. */
export class FakeSource implements PlayerViewSource<string> {
  inboxes = new Map<
    string,
    { events: ScenarioEvent[]; dueAt: number | null; team: string | null; finished?: boolean }
  >();
  /** Inputs named alike project alike (`shareKey`); unnamed inputs are each their own. */
  shareKeys = new Map<string, string>();
  projections = 0;
  released: string[] = [];

  loads = 0;
  /** The instant a shared load (`views`) says its views were projected for. */
  loadedAt = 0;

  async view(exerciseId: string, playerId: string): Promise<Loaded<string> | null> {
    this.loads += 1;
    const key = `${exerciseId}:${playerId}`;
    const view = this.current(key);
    return view && { view, inputs: key };
  }

  async views(exerciseId: string, playerIds: readonly string[]) {
    this.loads += 1;
    const views = new Map<string, Loaded<string>>();
    for (const playerId of playerIds) {
      const key = `${exerciseId}:${playerId}`;
      const view = this.current(key);
      if (view) views.set(playerId, { view, inputs: key, at: this.loadedAt });
    }
    return views;
  }

  /** The instant each re-projection was asked for (undefined: now). */
  reprojectedAt: (number | undefined)[] = [];

  async reproject(key: string, at?: number): Promise<PlayerView> {
    this.reprojectedAt.push(at);
    const view = this.current(key);
    if (!view) throw new Error(`${key} is gone`);
    return view;
  }

  shareKey(key: string): string | null {
    return this.shareKeys.get(key) ?? null;
  }

  private current(key: string): PlayerView | null {
    this.projections += 1;
    const inbox = this.inboxes.get(key);
    if (!inbox) return null;
    return {
      entries: entriesOf(inbox.events),
      finished: inbox.finished ?? false,
      team: inbox.team ?? -1,
      teamName: inbox.team,
      clock: { gameTime: 0, running: true },
      timeSetting: 'standard',
      nextChangeAt: inbox.dueAt,
    };
  }

  release(exerciseId: string): void {
    this.released.push(exerciseId);
  }
}

export function principal(playerId: string, team: string | null = null): PlayerPrincipal {
  return { kind: 'player', user: `${playerId}@acme.test`, exerciseId: 'ex1', playerId, team };
}

export function socket(
  player: PlayerPrincipal,
): RunnerSocket & { rooms: Set<string>; closed: boolean } {
  const rooms = new Set<string>();
  const fake = {
    rooms,
    closed: false,
    data: { principal: player, scopes: [] as string[] },
    join: (room: string | string[]) => void [room].flat().forEach((r) => rooms.add(r)),
    leave: (room: string) => void rooms.delete(room),
    disconnect() {
      fake.closed = true;
      return fake;
    },
  };
  return fake as unknown as RunnerSocket & { rooms: Set<string>; closed: boolean };
}

export interface RunnerWorld {
  clock: ManualClock;
  source: FakeSource;
  runner: ScopeRunner<string>;
  /** Every push the runner made, in order. */
  pushes: Pushed[];
  /** How many `pushTogether` calls it made: one per distinct push of a shared projection. */
  together(): number;
}

/** A runner over a fake source and a fake publisher that records every push it makes. */
export function startRunner(): RunnerWorld {
  const clock = new ManualClock();
  const source = new FakeSource();
  const pushes: Pushed[] = [];
  let together = 0;
  let seq = 0;
  const publisher = {
    push: (scope: string, _def: unknown, data: Pushed['data'], shared?: Pushed['shared']) => {
      pushes.push({ scope, data, ...(shared ? { shared } : {}) });
      seq += 1;
      return { scope, seq, serverTime: clock.now(), data };
    },
    pushTogether: (
      scopes: string[],
      _def: unknown,
      data: Pushed['data'],
      key: string | null,
      at: number,
    ) => {
      together += 1;
      for (const scope of scopes)
        pushes.push({ scope, data, ...(key ? { shared: { key, at } } : {}) });
    },
  };
  const runner = new ScopeRunner({
    source,
    publisher: publisher as never,
    clock,
    logger: pino({ level: 'silent' }),
  });
  return { clock, source, runner, pushes, together: () => together };
}

export const email = (id: string, subject = `Event ${id}`): ScenarioEvent => ({ id, subject });

/** One turn of the event loop: a shared push's slice runs in one (`TurnSlices`). */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Lets the runner's promise chains settle after a timer fired: their projections, then the
 * turn their first slice of pushes waits for.
 */
export const settle = async () => {
  await nextTurn();
  await nextTurn();
};
