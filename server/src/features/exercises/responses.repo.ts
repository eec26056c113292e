import type { Store } from '../../store';
import type { ResponseDoc } from './exercise.docs';

/** The answering scope of a response: the player, or the whole team for a team question. */
export function playerScopeKey(playerId: string): string {
  return `player:${playerId}`;
}
export function teamScopeKey(team: string): string {
  return `team:${team}`;
}

/**
 * The only place that touches the `responses` collection. One answer per (exercise,
 * answering scope, event): a second answer, even a concurrent one, is a DuplicateKeyError.
 */
export function responsesRepo(store: Store) {
  const responses = store.collection<ResponseDoc>('responses');
  return {
    async ensureIndexes() {
      await responses.createIndex({ exerciseId: 1, scopeKey: 1, eventId: 1 }, { unique: true });
    },

    /** Throws DuplicateKeyError when this scope already answered the event. */
    insert(response: ResponseDoc) {
      return responses.insertOne(response);
    },

    /** Every answer of the exercise, oldest first (reports, the facilitator's view). */
    listByExercise(exerciseId: string) {
      return responses.find({ exerciseId }, { sort: { answeredAtWall: 1 } });
    },
    /** What one player's view depends on: their own answers and their team's. */
    listForPlayer(exerciseId: string, playerId: string, team: string | null) {
      const scopes = [playerScopeKey(playerId)];
      if (team !== null) scopes.push(teamScopeKey(team));
      return responses.find(
        { exerciseId, scopeKey: { $in: scopes } },
        { sort: { answeredAtWall: 1 } },
      );
    },
    /** Every answer of an exercise (the runner projects many players from one read). */
    listForExercise(exerciseId: string) {
      return responses.find({ exerciseId }, { sort: { answeredAtWall: 1 } });
    },
    findOne(exerciseId: string, scopeKey: string, eventId: string) {
      return responses.findOne({ exerciseId, scopeKey, eventId });
    },

    removeByExercise(exerciseId: string) {
      return responses.deleteMany({ exerciseId });
    },
    /** The players' own answers; a team's answer stays with the team. */
    removeByPlayers(playerIds: readonly string[]) {
      return responses.deleteMany({ scopeKey: { $in: playerIds.map(playerScopeKey) } });
    },
    /** Makes the removals before it physical (an erasure). */
    compact() {
      return responses.compact();
    },
  };
}
export type ResponsesRepo = ReturnType<typeof responsesRepo>;
