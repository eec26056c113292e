import type { Repos } from '../repos';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';

/**
 * What reports read, through the repos that own each collection (exercises, players,
 * responses, ad-hoc events). Reports never change a game: the only writes, through the players
 * repo, are a player's expiry (extend) and a run's end seen first by a report (`finish`, the
 * conditional write the player's own inbox makes too).
 */
export function reportsRepo(
  repos: Pick<Repos, 'exercises' | 'players' | 'responses' | 'adHocEvents' | 'social'>,
) {
  const { exercises, players, responses, adHocEvents, social } = repos;

  return {
    exercises,
    players,
    responses,
    adHocEvents,
    social,
    listByClient: (client: string) => exercises.listByClient(client),
    /** Every exercise of every client (the admin's reports list). */
    listAll: () => exercises.listAll(),
    /** An exercise by its identifier: in one client, or (the admin) in any, newest first. */
    findByIdentifier(identifier: string, client?: string): Promise<ExerciseDoc | null> {
      if (client !== undefined) return exercises.findByIdentifier(client, identifier);
      return exercises.findNewestByIdentifier(identifier);
    },

    /**
     * Moves a player's expiry `byMs` later, from now when it has already passed. The update
     * is conditional on the expiry read, so two presses at once extend twice, never once.
     */
    async extendExpiry(player: PlayerDoc, byMs: number, now: number): Promise<string> {
      let current = player;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const from = Math.max(now, current.expiresAt ? Date.parse(current.expiresAt) : now);
        const until = new Date(from + byMs).toISOString();
        if (await players.moveExpiry(current._id, current.expiresAt, until)) return until;
        const fresh = await players.findById(current._id);
        if (!fresh) break;
        current = fresh;
      }
      throw new Error(`could not extend player ${player._id}`);
    },
  };
}
export type ReportsRepo = ReturnType<typeof reportsRepo>;
