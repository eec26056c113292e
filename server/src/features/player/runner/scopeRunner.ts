import { StoreClosedError } from '../../../store/inflight';
import { playerEvents } from '@dojo/protocol';
import type { WallClock } from '../../../core/clock';
import type { PlayerPrincipal } from '../../../core/principal';
import type { Logger } from '../../../logger';
import type { Publisher } from '../../../realtime/publisher';
import type { DojoIo } from '../../../realtime/types';
import { DueTimers } from './dueTimers';
import { TurnSlices } from './turnSlices';
import { SharedDiffs } from './sharedDiffs';
import type { Loaded, PlayerView, PlayerViewSource } from './playerView';
import { playerScope } from './scopes';
import { sharedDataKey } from './sharedDataKey';
import { headerOf, pushData, sameHeader, SharedPushes } from './sharedPushes';
import {
  addUnder,
  followTeam,
  keepInputs,
  newLocalScope,
  type IdleScope,
  type LocalScope,
  type Mode,
  type RunnerSocket,
} from './localScope';

/**
 * Scopes pushed in one turn of the event loop at a due moment, across all its groups: a few
 * milliseconds of socket writes (docs/performance.md), so a request or a timer arriving
 * meanwhile waits no longer than that.
 */
export const SCOPES_PER_TURN = 200;

/** After a failed projection (the store is down), try again as soon as polling would. */
const RETRY_MS = 5_000;

export interface ScopeRunnerDeps<I> {
  source: PlayerViewSource<I>;
  publisher: Pick<Publisher, 'push' | 'pushTogether'>;
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
  private readonly slices = new TurnSlices(SCOPES_PER_TURN);
  private closed = false;

  constructor(private readonly deps: ScopeRunnerDeps<I>) {
    this.timers = new DueTimers(deps.clock, (due, now) => this.due(due, now));
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
      scope = newLocalScope<I>(principal);
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

  /** How many scopes hold their last projection's inputs (for tests: `keepInputs`). */
  heldInputs = () => [...this.scopes.values()].filter((s) => s.inputs !== null).length;

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

  /**
   * One shared load for many scopes of an exercise, started now, after the write. Idle scopes
   * take it together (one push per shared view); busy ones take it in their own turn, and a
   * scope that cannot use it (the load failed, the player is gone) reloads alone.
   */
  private async reloadTogether(exerciseId: string, scopes: LocalScope<I>[]): Promise<void> {
    if (scopes.length === 0) return;
    const shared = this.deps.source.views(
      exerciseId,
      scopes.map((scope) => scope.playerId),
    );
    shared.catch(() => undefined);
    const idle: LocalScope<I>[] = [];
    const busy: LocalScope<I>[] = [];
    for (const scope of scopes) (this.isIdle(scope) ? idle : busy).push(scope);
    for (const scope of busy) scope.reload = shared;
    await Promise.all([
      idle.length > 0 && this.together(idle, () => this.takeLoad(idle, shared)),
      ...busy.map((scope) => this.refresh(scope, 'delta')),
    ]);
  }

  private async takeLoad(
    scopes: LocalScope<I>[],
    shared: Promise<Map<string, Loaded<I>>>,
  ): Promise<void> {
    const loaded = await shared.catch(() => null);
    const groups = new Map<string, { view: PlayerView; at: number; scopes: LocalScope<I>[] }>();
    for (const scope of scopes) {
      const mine = loaded?.get(scope.playerId);
      const shareable = mine?.at !== undefined && !mine.view.finished;
      const key = shareable ? this.deps.source.shareKey(mine.inputs) : null;
      if (mine === undefined || mine.at === undefined || key === null) {
        scope.reload = shared;
        scope.queued = 'delta';
        continue;
      }
      scope.inputs = mine.inputs;
      const group = groups.get(key);
      if (group) group.scopes.push(scope);
      else groups.set(key, { view: mine.view, at: mine.at, scopes: [scope] });
    }
    for (const group of groups.values()) {
      await this.pushTogether(group.scopes, group.view, group.at);
    }
  }

  /**
   * The scopes due at one instant (docs/runner.md "Shared pushes"). Idle scopes whose inputs
   * share a key are projected once for all of them and pushed together; any other scope (a
   * projection under way, a write to reload, inputs of its own) is projected by itself.
   */
  private due(scopes: LocalScope<I>[], now: number): void {
    const groups = new Map<string, IdleScope<I>[]>();
    for (const scope of scopes) {
      const key =
        this.isIdle(scope) && scope.inputs !== null && now >= scope.projectedAt
          ? this.deps.source.shareKey(scope.inputs)
          : null;
      if (key === null) {
        scope.dueNow = now;
        void this.refresh(scope, 'delta');
        continue;
      }
      addUnder(groups, key, scope as IdleScope<I>);
    }
    for (const group of groups.values()) {
      void this.together(group, () => this.reprojectTogether(group, now));
    }
  }

  /** One projection at `at` for scopes with equal inputs; a failed or finished one: alone. */
  private async reprojectTogether(group: IdleScope<I>[], at: number): Promise<void> {
    const view = await this.deps.source.reproject(group[0]!.inputs, at).catch(() => null);
    if (view !== null && !view.finished) return this.pushTogether(group, view, at);
    // Each scope projects alone: it logs and retries a failure, and records its own end.
    for (const scope of group) {
      scope.dueNow = at;
      scope.queued = 'delta';
    }
  }

  /** Nothing under way or queued: the scope may take a shared load (its inputs may be gone). */
  private isIdle({ running, queued, reload }: LocalScope<I>): boolean {
    return !this.closed && running === null && queued === null && reload === 'none';
  }

  /**
   * Runs `work` as the one projection under way of each of `scopes`; writes that came in
   * meanwhile (`queued`) go on after it, and whoever waits on it waits for those too.
   */
  private together(scopes: LocalScope<I>[], work: () => Promise<void>): Promise<void> {
    const running = (async () => {
      try {
        await work();
      } catch (error) {
        // As a scope's own projection: logged, never thrown at the writer or the timer.
        if (!this.closed && !(error instanceof StoreClosedError)) {
          this.deps.logger.error({ err: error, scopes: scopes.length }, 'could not push scopes');
        }
      } finally {
        for (const scope of scopes) scope.running = null;
      }
      const queued = scopes.filter((scope) => scope.queued !== null && this.isServed(scope));
      await Promise.all(queued.map((scope) => this.refresh(scope, scope.queued ?? 'delta')));
    })();
    for (const scope of scopes) scope.running = running;
    return running;
  }

  /**
   * One view for scopes whose inputs share a key, projected for `at`, pushed in slices, one
   * turn of the event loop's worth at a time for all groups together (`TurnSlices`): between
   * turns the server answers other work, so thousands of players due at once never hold it
   * for long (docs/runner.md "Shared pushes").
   */
  private pushTogether(scopes: LocalScope<I>[], view: PlayerView, at: number): Promise<void> {
    // Once closed, a slice finds none of its scopes served, and pushes nothing.
    return this.slices.each(scopes, (slice) => this.pushSlice(slice, view, at));
  }

  /**
   * Each scope's diff (one per record of what was sent, `SharedDiffs`), one push per distinct
   * data, one arming.
   */
  private pushSlice(scopes: LocalScope<I>[], view: PlayerView, at: number): void {
    const header = headerOf(view);
    const pushes = new SharedPushes(scopes[0]!.exerciseId);
    const served = scopes.filter((scope) => this.isServed(scope));
    for (const scope of served) {
      followTeam(scope, view.teamName);
      const delta = this.diffs.diff(scope.sent, view.entries, false);
      if (delta.full || delta.events.length > 0 || !sameHeader(scope.header, header)) {
        pushes.add(scope.room, view, delta);
      }
      scope.sent = delta.sent;
      scope.header = header;
      scope.projectedAt = at;
      keepInputs(scope, view.nextChangeAt);
    }
    for (const { rooms, data, key } of pushes.all()) {
      this.deps.publisher.pushTogether(rooms, playerEvents.mailChanged, data, key, at);
    }
    this.timers.arm(served, scopes[0]!.exerciseId, view.nextChangeAt);
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
    followTeam(scope, view.teamName);
    const delta = this.diffs.diff(scope.sent, view.entries, mode === 'full');
    const header = headerOf(view);
    if (delta.full || delta.events.length > 0 || !sameHeader(scope.header, header)) {
      const data = pushData(view, delta);
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

  /** Scopes of one exercise due at the same instant share one timer (null: none). */
  private arm(scope: LocalScope<I>, at: number | null): void {
    keepInputs(scope, at);
    this.timers.arm([scope], scope.exerciseId, at);
  }

  /** The player is gone (removed or reset away): its sockets are closed, its link refused. */
  private evict(scope: LocalScope<I>): void {
    const sockets = [...scope.sockets];
    this.drop(scope);
    for (const socket of sockets) socket.disconnect(true);
  }

  private drop(scope: LocalScope<I>): void {
    this.timers.disarm(scope);
    this.scopes.delete(scope.room);
    const siblings = this.byExercise.get(scope.exerciseId);
    if (siblings?.delete(scope) && siblings.size === 0) {
      this.byExercise.delete(scope.exerciseId);
      this.deps.source.release(scope.exerciseId);
    }
  }
}
