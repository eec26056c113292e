/**
 * What the exercise services tell the realtime runner after a write that changes what
 * players see (ARCHITECTURE §4): the runner re-projects the scopes it serves and pushes the
 * difference. Services call it after the write is stored, never before; the runner owns
 * the implementation (and its fan-out to other processes).
 */
export interface GameEvents {
  /** Something every player of the exercise may see changed: the clock, open, reset, an event for all. */
  exerciseChanged(exerciseId: string): void;
  /** Only this player's view changed: their team, an event sent to them alone. */
  playerChanged(exerciseId: string, playerId: string): void;
}
