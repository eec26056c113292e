import { StoreClosedError } from '../../../store/inflight';
import { playerEvents } from '@dojo/protocol';
import type { PlayerPrincipal } from '../../../core/principal';
import type { Logger } from '../../../logger';
import type { Publisher } from '../../../realtime/publisher';
import type { DojoIo, DojoSocket } from '../../../realtime/types';
import { DueTimers } from './dueTimers';
import type { SentInbox } from './inboxDiff';
import { SharedDiffs } from './sharedDiffs';
import type { Loaded, PlayerView, PlayerViewSource } from './playerView';
import { playerScope, teamScope } from './scopes';
import { sharedDataKey } from './sharedDataKey';
import type { WallClock } from '../../../core/clock';

/** The slice of a socket the runner uses (tests pass a plain object). */
export type RunnerSocket = Pick<DojoSocket, 'join' | 'leave' | 'disconnect' | 'data'>;

/** After a failed projection (the store is down), try again as soon as polling would. */
const RETRY_MS = 5_000;

type Mode = 'delta' | 'full';

/**
 * How the next projection of a scope gets its inputs: re-projected from what it holds (a
 * timer: only time moved), reloaded alone (a write about this player), or taken from a load
 * shared by many scopes of the exercise (a write about all of them).
 */
type Reload<I> = 'none' | 'alone' | Promise<Map<string, Loaded<I>>>;

interface Header {
  finished: boolean;
  team: PlayerView['team'];
  running: boolean;
  timeSetting: PlayerView['timeSetting'];
}

/** One player scope served by this process: its sockets, what it last pushed, its timer. */
interface LocalScope<I = unknown> {
  room: string;
  exerciseId: string;
  playerId: string;
  team: string | null;
  sockets: Set<RunnerSocket>;
  /** Never changed once made: scopes due together share it (`SharedDiffs`). */
  sent: SentInbox;
  header: Header | null;
  /** Set by a due timer: the instant this scope's next projection is made for. */
  dueNow: number | null;
  /** Wall time of the last projection: a due instant before it is stale, never projected. */
  projectedAt: number;
  queued: Mode | null;
  running: Promise<void> | null;
  /** The stored inputs of the last projection, and how the next one gets fresh ones. */
  inputs: I | null;
  reload: Reload<I>;
}

export interface ScopeRunnerDeps<I> {
  source: PlayerViewSource<I>;
  publisher: Pick<Publisher, 'push'>;
  clock: WallClock;
  logger: Logger;
}

/**
 * Serves the player scopes of this process's sockets (docs/runner.md): one timer per exercise
 * and due instant, shared by the scopes due then, and a re-projection when a write invalidates an exercise, a team or
 * a player. Nothing ticks, and nothing here outlives a restart: clients resync from the store.
 */
export class ScopeRunner<I = unknown> {
  private readonly scopes = new Map<string, LocalScope<I>>();
  private readonly byExercise = new Map<string, Set<LocalScope<I>>>();
  private readonly timers: DueTimers<LocalScope<I>>;
  private readonly diffs = new SharedDiffs();
  private closed = false;

  constructor(private readonly deps: ScopeRunnerDeps<I>) {
    this.timers = new DueTimers(deps.clock, (due, now) => {
      for (const scope of due) {
        scope.dueNow = now;
        void this.refresh(scope, 'delta');
      }
    });
  }

  /** Follows every player socket of `io` from its connection to its disconnect. */
  attach(io: DojoIo): void {
    io.on('connection', (socket) => {
      const { principal } = socket.data;
      if (principal.kind !== 'player') return;
      socket.on('disconnect', () => this.leave(socket));
      void this.join(socket, principal);
    });
  }

  /** A player socket joined: it gets the whole inbox at once, so no change can slip by. */
  join(socket: RunnerSocket, principal: PlayerPrincipal): Promise<void> {
    const room = playerScope(principal.exerciseId, principal.playerId);
    let scope = this.scopes.get(room);
    if (!scope) {
      scope = {
        room,
        exerciseId: principal.exerciseId,
        playerId: principal.playerId,
        team: principal.team,
        sockets: new Set(),
        sent: new Map(),
        header: null,
        dueNow: null,
        projectedAt: 0,
        queued: null,
        running: null,
        inputs: null,
        reload: 'alone',
      };
      this.scopes.set(room, scope);
      const siblings = this.byExercise.get(scope.exerciseId) ?? new Set();
      siblings.add(scope);
      this.byExercise.set(scope.exerciseId, siblings);
    }
    scope.sockets.add(socket);
    scope.reload = 'alone';
    return this.refresh(scope, 'full');
  }

  /** The last socket of a scope leaving disarms it. */
  leave(socket: RunnerSocket): void {
    const { principal } = socket.data;
    if (principal.kind !== 'player') return;
    const scope = this.scopes.get(playerScope(principal.exerciseId, principal.playerId));
    if (!scope) return;
    scope.sockets.delete(socket);
    if (scope.sockets.size === 0) this.drop(scope);
  }

  /** The clock, the ad-hoc events or the players of an exercise changed. */
  exerciseChanged(exerciseId: string): Promise<void> {
    return this.reloadTogether(exerciseId, [...(this.byExercise.get(exerciseId) ?? [])]);
  }

  /**
   * The exercise was removed: each of its scopes is told, then dropped and its sockets
   * closed, without waiting for a projection (docs/admin.md "Removing an exercise").
   */
  exerciseRemoved(exerciseId: string): void {
    for (const scope of [...(this.byExercise.get(exerciseId) ?? [])]) {
      this.deps.publisher.push(scope.room, playerEvents.exerciseRemoved, { removed: true });
      this.evict(scope);
    }
  }

  /** One player's answers, reads, team or clock changed. */
  playerChanged(exerciseId: string, playerId: string): Promise<void> {
    const scope = this.scopes.get(playerScope(exerciseId, playerId));
    if (!scope) return Promise.resolve();
    scope.reload = 'alone';
    return this.refresh(scope, 'delta');
  }

  /** A team question was answered: every member sees the team's answer and its branch. */
  teamChanged(exerciseId: string, team: string): Promise<void> {
    const members = [...(this.byExercise.get(exerciseId) ?? [])].filter((s) => s.team === team);
    return this.reloadTogether(exerciseId, members);
  }

  /** How many scopes this process serves and how many timers are armed (for tests, metrics). */
  stats(): { scopes: number; timers: number; exercises: number } {
    const { timers } = this.timers.counts();
    return { scopes: this.scopes.size, timers, exercises: this.byExercise.size };
  }

  /**
   * Stops the timers and waits for the projections under way, so none reads a store that
   * closes under it: a clean shutdown logs no error (docs/runner.md).
   */
  async close(): Promise<void> {
    this.closed = true;
    this.timers.clear();
    const running = [...this.scopes.values()].map((scope) => scope.running);
    await Promise.allSettled(running.filter((run) => run !== null));
  }

  /** One shared load for many scopes of an exercise, started now, after the write. */
  private async reloadTogether(exerciseId: string, scopes: LocalScope<I>[]): Promise<void> {
    if (scopes.length === 0) return;
    const shared = this.deps.source.views(
      exerciseId,
      scopes.map((scope) => scope.playerId),
    );
    // Each scope takes it in its own turn; a scope that fails to use it reloads alone.
    shared.catch(() => undefined);
    for (const scope of scopes) scope.reload = shared;
    await Promise.all(scopes.map((scope) => this.refresh(scope, 'delta')));
  }

  /** Runs one projection at a time per scope; writes arriving meanwhile fold into one more. */
  private refresh(scope: LocalScope<I>, mode: Mode): Promise<void> {
    if (this.closed) return Promise.resolve();
    scope.queued = scope.queued === 'full' || mode === 'full' ? 'full' : 'delta';
    scope.running ??= this.drain(scope);
    return scope.running;
  }

  private async drain(scope: LocalScope<I>): Promise<void> {
    try {
      while (scope.queued && !this.closed) {
        const mode = scope.queued;
        scope.queued = null;
        try {
          await this.project(scope, mode);
        } catch (error) {
          // Writers never wait on pushes: a failed push is logged, never thrown at them.
          if (this.closed || error instanceof StoreClosedError) return;
          this.deps.logger.error({ err: error, scope: scope.room }, 'could not push a scope');
        }
      }
    } finally {
      scope.running = null;
    }
  }

  /**
   * The scope's view now: re-projected from what it holds (at the instant its due timer
   * fired, shared by every scope due with it), or from a fresh load.
   */
  private async load(
    scope: LocalScope<I>,
    at: number | null,
  ): Promise<{ view: PlayerView | null; at: number | null }> {
    const how = scope.reload;
    scope.reload = 'none';
    if (how === 'none' && scope.inputs !== null) {
      return { view: await this.deps.source.reproject(scope.inputs, at ?? undefined), at };
    }
    const loaded =
      typeof how === 'object'
        ? ((await how).get(scope.playerId) ?? null)
        : await this.deps.source.view(scope.exerciseId, scope.playerId);
    if (loaded) scope.inputs = loaded.inputs;
    // A load shared by many scopes is projected for one instant: those may share too.
    return { view: loaded?.view ?? null, at: loaded?.at ?? null };
  }

  private async project(scope: LocalScope<I>, mode: Mode): Promise<void> {
    let view: PlayerView | null;
    const dueNow = scope.dueNow;
    scope.dueNow = null;
    // A due instant overtaken by a projection made meanwhile (a write) is projected at now.
    const pinned = dueNow !== null && dueNow >= scope.projectedAt;
    let at = pinned && scope.reload === 'none' && scope.inputs !== null ? dueNow : null;
    try {
      ({ view, at } = await this.load(scope, at));
      scope.projectedAt = at ?? this.deps.clock.now();
    } catch (error) {
      // Closing: the store may go first; nothing is wrong and nothing is retried.
      if (this.closed || error instanceof StoreClosedError) return;
      this.deps.logger.error({ err: error, scope: scope.room }, 'could not project a scope');
      scope.reload = 'alone';
      if (this.isServed(scope)) this.arm(scope, this.deps.clock.now() + RETRY_MS);
      return;
    }
    if (!this.isServed(scope)) return;
    if (!view) return this.evict(scope);
    this.followTeam(scope, view.teamName);
    const delta = this.diffs.diff(scope.sent, view.entries, mode === 'full');
    const header = {
      finished: view.finished,
      team: view.team,
      running: view.clock.running,
      timeSetting: view.timeSetting,
    };
    if (delta.full || delta.events.length > 0 || !sameHeader(scope.header, header)) {
      const data = {
        events: delta.events,
        finished: view.finished,
        team: view.team,
        full: delta.full,
        clock: view.clock,
        timeSetting: view.timeSetting,
      };
      // Projected at a shared instant: scopes whose data is equal share one encoding.
      const key = at === null ? null : sharedDataKey(scope.exerciseId, data, delta.keys);
      const shared = key === null || at === null ? undefined : { key, at };
      this.deps.publisher.push(scope.room, playerEvents.mailChanged, data, shared);
    }
    scope.sent = delta.sent;
    scope.header = header;
    this.arm(scope, view.nextChangeAt);
  }

  private isServed(scope: LocalScope<I>): boolean {
    return !this.closed && this.scopes.get(scope.room) === scope;
  }

  /** Scopes of one exercise due at the same instant share one timer. */
  private arm(scope: LocalScope<I>, at: number | null): void {
    if (at === null) this.timers.disarm(scope);
    else this.timers.arm(scope, scope.exerciseId, at);
  }

  private disarm(scope: LocalScope<I>): void {
    this.timers.disarm(scope);
  }

  /** A team change moves the player's sockets into their new team's room. */
  private followTeam(scope: LocalScope<I>, team: string | null): void {
    if (scope.team === team) return;
    const before = scope.team === null ? null : teamScope(scope.exerciseId, scope.team);
    const after = team === null ? null : teamScope(scope.exerciseId, team);
    for (const socket of scope.sockets) {
      if (before) void socket.leave(before);
      if (after) void socket.join(after);
      const kept = socket.data.scopes.filter((room) => room !== before);
      socket.data.scopes = after ? [...kept, after] : kept;
      if (socket.data.principal.kind === 'player') socket.data.principal.team = team;
    }
    scope.team = team;
  }

  /** The player is gone (removed or reset away): its sockets are closed, its link refused. */
  private evict(scope: LocalScope<I>): void {
    const sockets = [...scope.sockets];
    this.drop(scope);
    for (const socket of sockets) socket.disconnect(true);
  }

  private drop(scope: LocalScope<I>): void {
    this.disarm(scope);
    this.scopes.delete(scope.room);
    const siblings = this.byExercise.get(scope.exerciseId);
    siblings?.delete(scope);
    if (siblings?.size === 0) {
      this.byExercise.delete(scope.exerciseId);
      this.deps.source.release(scope.exerciseId);
    }
  }
}

function sameHeader(a: Header | null, b: Header): boolean {
  return (
    a !== null &&
    a.finished === b.finished &&
    a.team === b.team &&
    a.running === b.running &&
    a.timeSetting === b.timeSetting
  );
}
