import type { DomainEventEmitter } from '../../core/domainEvents';
import type { TimerHandle, WallClock } from '../../core/clock';
import type { Logger } from '../../logger';
import type { DojoIo, DojoSocket } from '../../realtime/types';
import type { WaitingPlayersRepo } from '../exercises/waitingPlayers.repo';

/**
 * How long a waiting player may be without an open page before the console stops listing
 * them as waiting: a reload (or a short network drop) reconnects well within it.
 */
export const WAITING_GRACE_MS = 5_000;

/** The room of one waiting player's pages (every tab and process), for the presence check. */
export function waitingPlayerRoom(exerciseId: string, user: string): string {
  return `waiting:${exerciseId}:${user}`;
}

/**
 * The waiting room tells the truth (docs/facilitator.md, "Waiting room"): a waiting player is
 * present while a page of theirs holds its waiting socket. When the last one closes and none
 * comes back within {@link WAITING_GRACE_MS}, the entry is marked as left; a page that opens
 * again marks it back. Each change is told as `playerWaiting`, which the console hears live.
 */
export function watchWaitingPresence(deps: {
  io: DojoIo;
  waiting: Pick<WaitingPlayersRepo, 'markLeft' | 'markBack'>;
  events: DomainEventEmitter;
  clock: Pick<WallClock, 'now' | 'setTimer' | 'clearTimer'>;
  logger: Pick<Logger, 'warn'>;
  graceMs?: number;
}): () => void {
  const graceMs = deps.graceMs ?? WAITING_GRACE_MS;
  const pending = new Map<string, TimerHandle>();

  function failed(error: unknown): void {
    deps.logger.warn({ err: error }, 'waiting room presence not recorded');
  }

  async function leaveIfGone(exerciseId: string, user: string): Promise<void> {
    const room = waitingPlayerRoom(exerciseId, user);
    if ((await deps.io.in(room).fetchSockets()).length > 0) return;
    if (await deps.waiting.markLeft(exerciseId, user, deps.clock.now())) {
      deps.events.emit('playerWaiting', { exerciseId });
    }
  }

  function connected(socket: DojoSocket): void {
    const principal = socket.data.principal;
    if (principal.kind !== 'waiting') return;
    const { exerciseId, user } = principal;
    const room = waitingPlayerRoom(exerciseId, user);
    void socket.join(room);
    const timer = pending.get(room);
    if (timer) {
      deps.clock.clearTimer(timer);
      pending.delete(room);
    }
    deps.waiting.markBack(exerciseId, user).then((back) => {
      if (back) deps.events.emit('playerWaiting', { exerciseId });
    }, failed);
    socket.on('disconnect', () => {
      const previous = pending.get(room);
      if (previous) deps.clock.clearTimer(previous);
      const next = deps.clock.setTimer(() => {
        pending.delete(room);
        leaveIfGone(exerciseId, user).catch(failed);
      }, graceMs);
      pending.set(room, next);
    });
  }

  deps.io.on('connection', connected);
  return () => {
    deps.io.off('connection', connected);
    for (const timer of pending.values()) deps.clock.clearTimer(timer);
    pending.clear();
  };
}
