/**
 * How the player feature tells the runner that what players see changed, after the write is
 * stored. The runner re-projects only the scopes it serves; the call never waits for pushes.
 */
export interface PlayerPushes {
  /** One player's answers, reads, social actions or clock changed. */
  playerChanged(exerciseId: string, playerId: string): void;
  /** A team question was answered: every member of the team sees it. */
  teamChanged(exerciseId: string, team: string): void;
}
