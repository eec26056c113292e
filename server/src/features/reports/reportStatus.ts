import { statusChangesAt, type PlayerStatus } from '@dojo/protocol';
import { playerExpiry, statusOfPlayer } from '../exercises/playerStatus';
import type { ExerciseGames } from './reportGames';

/**
 * Every player's one status (docs/reports.md, "Player status") as the dashboard and the
 * report show it: the stored facts plus what the engine's projection knows (the run ended)
 * and whether the player answered anything.
 */
export function reportStatuses(input: ExerciseGames, now: number): Map<string, PlayerStatus> {
  const answered = new Set(input.responses.map((doc) => doc.playerId));
  const statuses = new Map<string, PlayerStatus>();
  for (const player of input.players) {
    const finished = (input.games.get(player._id)?.projection.finished ?? null) !== null;
    statuses.set(
      player._id,
      statusOfPlayer(input.exercise, player, now, {
        finished,
        answered: answered.has(player._id),
      }),
    );
  }
  return statuses;
}

/** The next moment a status of this exercise changes by time alone (a link expiring), or null. */
export function nextStatusChange(
  input: ExerciseGames,
  statuses: ReadonlyMap<string, PlayerStatus>,
): number | null {
  let next: number | null = null;
  for (const player of input.players) {
    const status = statuses.get(player._id);
    if (status === undefined) continue;
    const at = statusChangesAt(status, playerExpiry(input.exercise, player));
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}
