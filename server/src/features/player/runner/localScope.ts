import type { PlayerPrincipal } from '../../../core/principal';
import type { DojoSocket } from '../../../realtime/types';
import type { SentInbox } from './inboxDiff';
import type { Loaded } from './playerView';
import { playerScope, teamScope } from './scopes';
import { NOTHING_SENT } from './sharedDiffs';
import type { Header } from './sharedPushes';

/** The slice of a socket the runner uses (tests pass a plain object). */
export type RunnerSocket = Pick<DojoSocket, 'join' | 'leave' | 'disconnect' | 'data'>;

export type Mode = 'delta' | 'full';

/**
 * How the next projection of a scope gets its inputs: re-projected from what it holds (a
 * timer: only time moved), reloaded alone (a write about this player), or taken from a load
 * shared by many scopes of the exercise (a write about all of them).
 */
export type Reload<I> = 'none' | 'alone' | Promise<Map<string, Loaded<I>>>;

/** One player scope served by this process: its sockets, what it last pushed, its timer. */
export interface LocalScope<I = unknown> {
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

/** A scope with nothing under way or queued, holding the inputs of its last projection. */
export type IdleScope<I> = LocalScope<I> & { inputs: I };

/** A player's scope as its first socket joins: nothing sent yet, its inputs still to load. */
export function newLocalScope<I>(principal: PlayerPrincipal): LocalScope<I> {
  return {
    room: playerScope(principal.exerciseId, principal.playerId),
    exerciseId: principal.exerciseId,
    playerId: principal.playerId,
    team: principal.team,
    sockets: new Set(),
    sent: NOTHING_SENT,
    header: null,
    dueNow: null,
    projectedAt: 0,
    queued: null,
    running: null,
    inputs: null,
    reload: 'alone',
  };
}

/**
 * After a projection the inputs stay only while a timer is armed to re-project them. With the
 * clock standing still (before the start, paused, finished) the next projection follows a
 * write, which reloads anyway; holding them would keep each joined player's own copy of the
 * exercise alive until the start (docs/runner.md "What a scope keeps").
 */
export function keepInputs(scope: LocalScope, nextChangeAt: number | null): void {
  if (nextChangeAt === null) scope.inputs = null;
}

/** A team change moves the player's sockets into their new team's room. */
export function followTeam(scope: LocalScope, team: string | null): void {
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

/** Adds `item` to the list `map` holds under `key`. */
export function addUnder<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
