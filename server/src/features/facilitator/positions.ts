import type { CurrentPosition, PositionEvent } from '@dojo/protocol';
import {
  STOPPED_CLOCK,
  compileScenario,
  gameTime,
  groupBySubject,
  playerPositions,
  positionLabel,
  project,
  subjectOf,
  type EngineResponse,
  type GameClock,
  type PlayerPosition,
  type Projection,
} from '@dojo/scheduler';
import type { AdHocEventsRepo } from '../exercises/adHocEvents.repo';
import type { ExerciseDoc, ResponseDoc } from '../exercises/exercise.docs';
import type { PlayersRepo } from '../exercises/players.repo';
import { timeSettingsOf } from '../exercises/timeSettings';
import { playerScopeKey, teamScopeKey, type ResponsesRepo } from '../exercises/responses.repo';

const NOT_STARTED = 'Not started';

/** Where every player of a facilitated exercise stands at `now` (epoch ms). */
export type PositionsOf = (exercise: ExerciseDoc, now: number) => Promise<CurrentPosition[]>;

/** The wall-clock instant of a game time, as if the clock ran from `now` on (paused: resumed now). */
function wallAt(clock: GameClock, gameMs: number, now: number): number {
  return now + (gameMs - gameTime(clock, now));
}

/** A facilitated exercise has one clock: every answer is already on it. */
function toEngine(doc: ResponseDoc): EngineResponse {
  return {
    eventId: doc.eventId,
    answer: doc.answer,
    answeredAt: doc.answeredAt,
    player: doc.playerId,
    ...(doc.team === null ? {} : { team: doc.team }),
    ...(doc.answeredAfterMs === undefined ? {} : { answeredAfterMs: doc.answeredAfterMs }),
  };
}

/** The player's events for the console: what they have seen, then what is scheduled. */
function positionEvents(projection: Projection, clock: GameClock, now: number): PositionEvent[] {
  const item = (event: { subject?: string; id: string }, displayAt: number, visible: boolean) => ({
    displayAt: Math.round(wallAt(clock, displayAt, now)),
    visible,
    subject: event.subject?.trim() || `Event ${event.id}`,
    id: event.id,
  });
  return [
    ...projection.visible.map(({ event, displayAt }) => item(event, displayAt, true)),
    ...(projection.upcoming ?? []).map(({ event, displayAt }) => item(event, displayAt, false)),
  ];
}

/**
 * The console's "View players' position" (docs/facilitator.md): each player projected with the
 * engine on the shared clock, grouped by the subject they received last.
 */
export function exercisePositions(deps: {
  players: PlayersRepo;
  responses: ResponsesRepo;
  adHocEvents: AdHocEventsRepo;
}): PositionsOf {
  return async (exercise, now) => {
    const [roster, answers, sent] = await Promise.all([
      deps.players.listByExercise(exercise._id),
      deps.responses.listByExercise(exercise._id),
      deps.adHocEvents.listByExercise(exercise._id),
    ]);
    const clock = exercise.clock ?? STOPPED_CLOCK;
    const events = compileScenario(exercise.scenario.scenario);
    const projections = new Map<string, Projection>();
    for (const player of roster) {
      const scopes = [playerScopeKey(player._id)];
      if (player.team !== null) scopes.push(teamScopeKey(player.team));
      const mine = answers.filter((doc) => scopes.includes(doc.scopeKey));
      const received = sent.filter(
        (doc) => doc.recipients === 'all' || doc.recipients.includes(player._id),
      );
      projections.set(
        player.user,
        project({
          events,
          clock,
          player: player._id,
          ...(player.team === null ? {} : { team: player.team }),
          responses: mine.map(toEngine),
          adHocEvents: received.map(({ event, sentAt }) => ({ event, sentAt })),
          now,
          ...timeSettingsOf(player),
        }),
      );
    }
    const positions = playerPositions(
      [...projections].map(([player, projection]) => ({ player, projection })),
    );
    const paused = clock.pausedAt !== null;
    const at = gameTime(clock, now);
    const label = (position: PlayerPosition) =>
      clock.startedAt === null ? NOT_STARTED : positionLabel(position, at, paused);
    return groupBySubject(positions).map(({ subject, players }) => ({
      subject,
      players: players.map((position) => ({
        user: position.player,
        events: positionEvents(projections.get(position.player) as Projection, clock, now),
        label: label(position),
        ...(position.lastAdHoc ? { adHoc: subjectOf(position.lastAdHoc) } : {}),
      })),
    }));
  };
}
