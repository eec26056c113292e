import {
  playerResult,
  type CustomerExerciseGroup,
  type PlayerExercise,
  type PlayerStatus,
} from '@dojo/protocol';
import { scoreProjection } from '@dojo/scheduler';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { PlayerGame } from '../player/playerGame';
import type { ExerciseGames } from './reportGames';

/** The link a player opens, as the dashboard's copy button copies it (after the origin). */
export function playerLinkPath(player: Pick<PlayerDoc, 'linkToken'>): string {
  return `/exercise/${player.linkToken}`;
}

function iso(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

/**
 * One player's run as the dashboard shows it: its one status (docs/reports.md, "Player
 * status"), and the engine's score only as the status allows (`playerResult`): none before the
 * player plays, no pass verdict before the run is completed.
 */
export function playerExercise(
  exercise: ExerciseDoc,
  player: PlayerDoc,
  game: PlayerGame | undefined,
  status: PlayerStatus,
): PlayerExercise {
  const expiresOn = player.expiresAt ?? exercise.expiresAt ?? exercise.createdAt;
  const clock = exercise.facilitated ? exercise.clock : player.clock;
  const engine = game
    ? scoreProjection(game.projection, game.responses, player._id, player.team ?? undefined)
    : null;
  return {
    name: player.user,
    code: player.linkToken,
    completed: status === 'completed',
    expired: status === 'expired',
    expiresOn,
    startedOn: iso(clock?.startedAt),
    link: playerLinkPath(player),
    team: player.team,
    status,
    score: playerResult(status, engine),
  };
}

/** One order on the dashboard: its trainers, scenario, date and every player's run. */
export function exerciseGroup(
  input: ExerciseGames,
  statuses: ReadonlyMap<string, PlayerStatus>,
): CustomerExerciseGroup {
  const { exercise, players, games } = input;
  return {
    name: exercise.identifier,
    trainer: exercise.trainers.join(', '),
    scenario: exercise.scenarioFileName,
    scenarioTitle: exercise.scenario.title,
    date: exercise.date,
    kind: exercise.facilitated ? 'Facilitated' : 'Automated',
    exercises: players.map((player) =>
      playerExercise(
        exercise,
        player,
        games.get(player._id),
        statuses.get(player._id) ?? 'invited',
      ),
    ),
  };
}
