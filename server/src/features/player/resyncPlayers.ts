import type { DojoIo } from '../../realtime/types';
import type { ScopeRunner } from './runner/scopeRunner';

/**
 * This process may have missed other processes' invalidations (the cluster's `onResync`,
 * docs/scaling.md "When MongoDB fails"): every exercise whose players have a socket here is
 * re-read and re-projected, and each player gets what changed meanwhile.
 */
export function resyncPlayers(
  io: DojoIo | undefined,
  runner: Pick<ScopeRunner, 'exerciseChanged'>,
): void {
  const exercises = new Set<string>();
  for (const socket of io?.of('/').sockets.values() ?? []) {
    const principal = socket.data.principal;
    if (principal.kind === 'player') exercises.add(principal.exerciseId);
  }
  for (const exerciseId of exercises) void runner.exerciseChanged(exerciseId);
}
