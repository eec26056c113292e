import type { PlayerPrincipal } from '../../../core/principal';

/** The room of one player's inbox: every tab of that player joins it. */
export function playerScope(exerciseId: string, playerId: string): string {
  return `player:${exerciseId}:${playerId}`;
}

/** The room of one team of an exercise. */
export function teamScope(exerciseId: string, team: string): string {
  return `team:${exerciseId}:${team}`;
}

/** A player's socket joins its own inbox and, with a team, its team; nothing else. */
export function playerScopes(principal: PlayerPrincipal): string[] {
  const scopes = [playerScope(principal.exerciseId, principal.playerId)];
  if (principal.team !== null) scopes.push(teamScope(principal.exerciseId, principal.team));
  return scopes;
}

/**
 * Player and team rooms are projected by each process for the sockets it serves (the
 * runner), so their pushes never need to cross to another process (docs/scaling.md).
 */
export function isRunnerScope(scope: string): boolean {
  return scope.startsWith('player:') || scope.startsWith('team:');
}
