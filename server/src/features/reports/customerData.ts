import type { CustomerExerciseGroup, PlayerExercise } from '@dojo/protocol';
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
 * One player's run as the dashboard shows it (docs/reports.md, "Exercise status"): completed
 * once the run ended; expired when not completed and the link's expiry has passed; else in
 * progress. Facilitated runs never expire (the facilitator closes them).
 */
export function playerExercise(
  exercise: ExerciseDoc,
  player: PlayerDoc,
  game: PlayerGame | undefined,
  now: number,
): PlayerExercise {
  const completed = player.finishedAt !== null || (game?.projection.finished ?? null) !== null;
  const expiresOn = player.expiresAt ?? exercise.expiresAt ?? exercise.createdAt;
  const expired =
    !completed &&
    !exercise.facilitated &&
    player.expiresAt !== null &&
    Date.parse(expiresOn) <= now;
  const clock = exercise.facilitated ? exercise.clock : player.clock;
  const result = game
    ? scoreProjection(game.projection, game.responses, player._id, player.team ?? undefined)
    : null;
  return {
    name: player.user,
    code: player.linkToken,
    completed,
    expired,
    expiresOn,
    startedOn: iso(clock?.startedAt),
    link: playerLinkPath(player),
    team: player.team,
    score: result && {
      score: result.score,
      totalQuestions: result.totalQuestions,
      passed: result.passed,
    },
  };
}

/** One order on the dashboard: its trainers, scenario, date and every player's run. */
export function exerciseGroup(input: ExerciseGames, now: number): CustomerExerciseGroup {
  const { exercise, players, games } = input;
  return {
    name: exercise.identifier,
    trainer: exercise.trainers.join(', '),
    scenario: exercise.scenarioFileName,
    scenarioTitle: exercise.scenario.title,
    date: exercise.date,
    kind: exercise.facilitated ? 'Facilitated' : 'Automated',
    exercises: players.map((player) =>
      playerExercise(exercise, player, games.get(player._id), now),
    ),
  };
}
