/** Messages of the player's rules that both the player page and the server show. */
export const PLAYER_MESSAGES = {
  /** The link matches no exercise. */
  exerciseNotFound: 'Exercise not found',
  /** A choice question answered with nothing chosen. */
  nothingSelected: 'Please select at least one option',
  /** A facilitated join with an alias another device holds (docs/security.md). */
  aliasTaken:
    'This alias is already taken in this session. Choose another one, or ask your facilitator to let you back in.',
  /** A facilitated session at its PLAYERS_PER_SESSION limit. */
  sessionFull: (players: number) => `This live session is full: it has ${players} players.`,
} as const;
