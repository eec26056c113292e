import { isFlagSet, type EventAnswer } from '@dojo/protocol';
import { compileScenario, project, type EngineResponse, type GameClock } from '@dojo/scheduler';
import type { ExerciseDoc, PlayerDoc, ResponseDoc } from '../features/exercises/exercise.docs';
import type { Repos } from '../features/repos';
import { playerScopeKey, teamScopeKey } from '../features/exercises/responses.repo';

/** What one demo player does: each question's answer and how long they take over it. */
export interface PlayScript {
  answers: Record<string, { answer: EventAnswer; afterSeconds: number }>;
  notes: string;
  /** Stop playing at this game minute (a player still in progress). */
  stopAtMinute?: number;
}

/** The most steps a play-through takes (every event shows at most once). */
const MAX_STEPS = 200;

/**
 * Plays one player's run through the exercise engine, as if they had played since
 * `startedAt`: at each step the engine's projection says what they see; they answer the
 * questions the script names after its delay; the run moves on to the next due time. The
 * answers, reads and notes are stored as the game stores them, so reports, scores and
 * timeliness come from the engine, not from made-up numbers.
 */
export async function playThrough(args: {
  repos: Pick<Repos, 'players' | 'responses'>;
  exercise: ExerciseDoc;
  player: PlayerDoc;
  script: PlayScript;
  /** Answers the player's team gave already (team questions count for every member). */
  teamAnswers: EngineResponse[];
  startedAt: number;
  now: number;
}): Promise<EngineResponse[]> {
  const { exercise, player, script, startedAt, now } = args;
  const clock: GameClock = { startedAt, pausedAt: null, pausedTotalMs: 0, pushedMs: 0 };
  const scenario = compileScenario(exercise.scenario.scenario);
  const team = player.team ?? undefined;
  const responses: EngineResponse[] = args.teamAnswers.filter((answer) => answer.team === team);
  const given: EngineResponse[] = [];
  const end = Math.min(now - startedAt, (script.stopAtMinute ?? Infinity) * 60_000);
  const view = (gameMs: number) =>
    project({
      events: scenario,
      clock,
      player: player._id,
      ...(team ? { team } : {}),
      responses,
      adHocEvents: [],
      now: startedAt + gameMs,
    });

  let at = 0;
  for (let step = 0; step < MAX_STEPS && at <= end; step += 1) {
    const projection = view(at);
    const open = projection.visible.find(
      (item) => item.awaitingAnswer && script.answers[item.event.id] !== undefined,
    );
    if (open) {
      const planned = script.answers[open.event.id];
      const answeredAt = open.displayAt + (planned?.afterSeconds ?? 0) * 1000;
      if (!planned || answeredAt > end) break;
      const response: EngineResponse = {
        eventId: open.event.id,
        answer: planned.answer,
        answeredAt,
        player: player._id,
        ...(team ? { team } : {}),
        answeredAfterMs: answeredAt - open.displayAt,
      };
      responses.push(response);
      given.push(response);
      at = Math.max(at, answeredAt);
      continue;
    }
    if (projection.nextDueAt === null || projection.finished) break;
    at = Math.max(at + 1, projection.nextDueAt);
  }
  await store(args, clock, given, view(end));
  return given;
}

async function store(
  args: Parameters<typeof playThrough>[0],
  clock: GameClock,
  given: EngineResponse[],
  final: ReturnType<typeof project>,
): Promise<void> {
  const { repos, exercise, player, script, startedAt } = args;
  await repos.players.startClock(player._id, clock);
  for (const response of given) {
    const event = exercise.scenario.scenario.find((item) => item.id === response.eventId);
    const shared = event !== undefined && isFlagSet(event.team) && player.team !== null;
    const doc: ResponseDoc = {
      _id: `${player._id}:${response.eventId}`,
      exerciseId: exercise._id,
      eventId: response.eventId,
      scopeKey: shared ? teamScopeKey(player.team ?? '') : playerScopeKey(player._id),
      playerId: player._id,
      team: player.team,
      answer: response.answer,
      answeredAt: response.answeredAt,
      answeredAtWall: new Date(startedAt + response.answeredAt).toISOString(),
      ...(response.answeredAfterMs === undefined
        ? {}
        : { answeredAfterMs: response.answeredAfterMs }),
    };
    await repos.responses.insert(doc);
  }
  // They read everything as it arrived (ten seconds later), and kept notes.
  for (const item of final.visible)
    await repos.players.markRead(player._id, item.event.id, startedAt + item.displayAt + 10_000);
  if (script.notes) await repos.players.setNotes(player._id, script.notes);
  if (final.finished)
    await repos.players.finish(player._id, new Date(startedAt + final.finished.at).toISOString());
}
