/** Messages of the player's rules that both the player page and the server show. */
export const PLAYER_MESSAGES = {
  /** The link matches no exercise. */
  exerciseNotFound: 'Exercise not found',
  /** A choice question answered with nothing chosen. */
  nothingSelected: 'Please select at least one option',
} as const;
