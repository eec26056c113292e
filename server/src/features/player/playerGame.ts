import {
  STOPPED_CLOCK,
  gameTime,
  project,
  type CompiledScenario,
  type EngineResponse,
  type GameClock,
  type Projection,
  wallTimeAt,
} from '@dojo/scheduler';
import type { WallClock } from '../../core/clock';
import type { AdHocEventsRepo } from '../exercises/adHocEvents.repo';
import { playerScopeKey, teamScopeKey } from '../exercises/responses.repo';
import type {
  AdHocEventDoc,
  ExerciseDoc,
  PlayerDoc,
  ResponseDoc,
} from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { ResponsesRepo } from '../exercises/responses.repo';
import type { GameInputs } from './gameInputs';
import type { ScenarioCache } from './scenarioCache';
import { SharedProjections } from './sharedProjections';
import { timeSettingsOf } from '../exercises/timeSettings';

/** Everything one player's view is computed from, read from the store at one instant. */
export interface PlayerGame {
  exercise: ExerciseDoc;
  player: PlayerDoc;
  /** The clock that runs this player's game: the exercise's (facilitated) or their own. */
  clock: GameClock;
  scenario: CompiledScenario;
  responses: EngineResponse[];
  projection: Projection;
  /** Wall clock (epoch ms) the projection was made at. */
  now: number;
}

export interface PlayerGameDeps {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  responses: ResponsesRepo;
  adHocEvents: AdHocEventsRepo;
  scenarios: ScenarioCache;
  clock: WallClock;
}

export function clockOf(exercise: ExerciseDoc, player: PlayerDoc): GameClock {
  return (exercise.facilitated ? exercise.clock : player.clock) ?? STOPPED_CLOCK;
}

export function isRunning(clock: GameClock): boolean {
  return clock.startedAt !== null && clock.pausedAt === null;
}

/**
 * A stored answer as the engine reads it, on this player's clock. A teammate with a clock of
 * their own (an automated exercise with teams) answered at their game time: convert through
 * the wall clock, and keep how long they took so the team branches the same way for all.
 */
function toEngine(
  doc: ResponseDoc,
  game: { player: PlayerDoc; facilitated: boolean },
): EngineResponse {
  const ownClock = game.facilitated || doc.playerId === game.player._id;
  const answeredAt =
    ownClock || !game.player.clock
      ? doc.answeredAt
      : gameTime(game.player.clock, Date.parse(doc.answeredAtWall));
  return {
    eventId: doc.eventId,
    answer: doc.answer,
    answeredAt,
    player: doc.playerId,
    ...(doc.team === null ? {} : { team: doc.team }),
    ...(doc.answeredAfterMs === undefined ? {} : { answeredAfterMs: doc.answeredAfterMs }),
  };
}

function answeredIn(doc: ResponseDoc, player: PlayerDoc): boolean {
  return (
    doc.scopeKey === playerScopeKey(player._id) ||
    (player.team !== null && doc.scopeKey === teamScopeKey(player.team))
  );
}

function sentTo(doc: AdHocEventDoc, playerId: string): boolean {
  return doc.recipients === 'all' || doc.recipients.includes(playerId);
}

/** Loads and projects one player's game; null when the player or exercise is gone. */
export function playerGames(deps: PlayerGameDeps) {
  const shared = new SharedProjections();

  /** `known`: the player as this call already read it (its guard's read), if it did. */
  async function loadInputs(
    exerciseId: string,
    playerId: string,
    known?: PlayerDoc,
  ): Promise<GameInputs | null> {
    const [exercise, player] = await Promise.all([
      deps.exercises.findById(exerciseId),
      known?._id === playerId ? known : deps.players.findById(playerId),
    ]);
    if (!exercise || !player || player.exerciseId !== exercise._id) return null;
    const [responses, adHoc] = await Promise.all([
      deps.responses.listForPlayer(exercise._id, player._id, player.team),
      deps.adHocEvents.listForPlayer(exercise._id, player._id),
    ]);
    return { exercise, player, responses, adHoc };
  }

  /**
   * The inputs of several players of one exercise in one read per collection, for changes
   * that touch them all at once (a facilitator's start, pause or push; a team answer).
   */
  async function loadExerciseInputs(
    exerciseId: string,
    playerIds: readonly string[],
  ): Promise<Map<string, GameInputs>> {
    const [exercise, players, responses, adHoc] = await Promise.all([
      deps.exercises.findById(exerciseId),
      deps.players.listByIds(exerciseId, playerIds),
      deps.responses.listForExercise(exerciseId),
      deps.adHocEvents.listForExercise(exerciseId),
    ]);
    const inputs = new Map<string, GameInputs>();
    if (!exercise) return inputs;
    for (const player of players) {
      inputs.set(player._id, {
        exercise,
        player,
        responses: responses.filter((doc) => answeredIn(doc, player)),
        adHoc: adHoc.filter((doc) => sentTo(doc, player._id)),
      });
    }
    return inputs;
  }

  /**
   * Projects stored inputs at `at` (a due moment the runner shares among the players due
   * then: equal inputs get one projection) or else the wall clock's now: no store access.
   */
  function projectInputs(inputs: GameInputs, at?: number): PlayerGame {
    const { exercise, player } = inputs;
    const now = at ?? deps.clock.now();
    const clock = clockOf(exercise, player);
    const scenario = deps.scenarios.get(exercise);
    const responses = inputs.responses.map((doc) =>
      toEngine(doc, { player, facilitated: exercise.facilitated }),
    );
    const make = () =>
      project({
        events: scenario,
        clock,
        player: player._id,
        ...(player.team === null ? {} : { team: player.team }),
        responses,
        adHocEvents: inputs.adHoc.map(({ event, sentAt }) => ({ event, sentAt })),
        now,
        ...timeSettingsOf(player),
      });
    const projection = at === undefined ? make() : shared.get(inputs, at, make);
    return { exercise, player, clock, scenario, responses, projection, now };
  }

  async function load(
    exerciseId: string,
    playerId: string,
    known?: PlayerDoc,
  ): Promise<PlayerGame | null> {
    const inputs = await loadInputs(exerciseId, playerId, known);
    return inputs && projectInputs(inputs);
  }

  /** Wall-clock ms of the projection's next change; null while the clock stands still. */
  function nextChangeAt(game: PlayerGame): number | null {
    const due = game.projection.nextDueAt;
    return due === null ? null : wallTimeAt(game.clock, due);
  }

  /** Equal for inputs that project alike at any one instant; null: this player's own. */
  const shareKey = (inputs: GameInputs): string | null => shared.keyOf(inputs);

  return { load, loadInputs, loadExerciseInputs, projectInputs, nextChangeAt, shareKey };
}
export type PlayerGames = ReturnType<typeof playerGames>;
