import type { ExerciseDoc, PlayerDoc, ResponseDoc } from '../exercises/exercise.docs';
import type { PlayerGame, PlayerGames } from '../player/playerGame';
import type { ReportsRepo } from './reports.repo';

/** One exercise as a report reads it: its players, each projected by the game, its answers. */
export interface ExerciseGames {
  exercise: ExerciseDoc;
  players: PlayerDoc[];
  /** Each player's game, projected now by the same code that serves their inbox. */
  games: Map<string, PlayerGame>;
  responses: ResponseDoc[];
}

/**
 * Loads an exercise's games in one read per collection and projects every player with the
 * player feature's `playerGames`: reports score exactly what players were shown.
 */
export function reportGames(deps: { repo: ReportsRepo; games: PlayerGames }) {
  const { repo, games } = deps;
  return {
    async load(exercise: ExerciseDoc): Promise<ExerciseGames> {
      const [players, responses] = await Promise.all([
        repo.players.listByExercise(exercise._id),
        repo.responses.listByExercise(exercise._id),
      ]);
      const inputs = await games.loadExerciseInputs(
        exercise._id,
        players.map((player) => player._id),
      );
      const projected = new Map<string, PlayerGame>();
      for (const [id, input] of inputs) projected.set(id, games.projectInputs(input));
      return { exercise, players, games: projected, responses };
    },
  };
}
export type ReportGames = ReturnType<typeof reportGames>;
