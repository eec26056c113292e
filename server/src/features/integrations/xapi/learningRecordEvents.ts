import type { Statement } from '@xapi/xapi';
import { markAnswer, scoreProjection } from '@dojo/scheduler';
import type { ExerciseDoc, PlayerDoc } from '../../exercises/exercise.docs';
import { clockOf, type PlayerGames } from '../../player/playerGame';
import { playerScopeKey, teamScopeKey } from '../../exercises/responses.repo';
import { answerLabel } from '../../reports/reportData';
import type { Repos } from '../../repos';
import type { LearningRecordsRepo, StatementDoc } from './learningRecords.repo';
import type { LrsSender } from './lrsSender';
import {
  answeredStatement,
  endStatements,
  launchedStatement,
  STEP_RANK,
  type Step,
  type StatementContext,
} from './statements';

const stepOf = (statement: Statement): Step['kind'] => {
  const verb = statement.verb.id.split('/').pop() ?? '';
  if (verb === 'launched') return 'launched';
  if (verb === 'answered') return 'answered';
  if (verb === 'completed') return 'completed';
  return 'result';
};

/**
 * A player's run as xAPI statements (docs/integrations.md, "Learning records"): when they
 * enter (launched), each answer, and the end (completed, then passed or failed). Only for a
 * client with a learning record store; each step is stored once under its statement id.
 */
export function learningRecordEvents(deps: {
  repo: LearningRecordsRepo;
  repos: Pick<Repos, 'exercises' | 'players' | 'responses'>;
  games: Pick<PlayerGames, 'load'>;
  sender: LrsSender;
  now: () => number;
  base: string;
}) {
  const { repo, repos, games, sender, now, base } = deps;

  /** The exercise and player, when their client keeps a learning record store. */
  async function runOf(exerciseId: string, playerId: string) {
    const exercise = await repos.exercises.findById(exerciseId);
    // Without a store nothing more is read: every entry, answer and finish asks (issue 36).
    if (!exercise || !(await repo.findStore(exercise.client))) return null;
    const player = await repos.players.findById(playerId);
    if (!player || player.exerciseId !== exerciseId) return null;
    return { exercise, player };
  }

  function docsOf(
    exercise: ExerciseDoc,
    player: PlayerDoc,
    at: number,
    statements: Statement[],
  ): StatementDoc[] {
    return statements.map((statement) => ({
      _id: statement.id ?? '',
      client: exercise.client,
      exerciseId: exercise._id,
      playerId: player._id,
      at,
      rank: STEP_RANK[stepOf(statement)],
      statement: JSON.stringify(statement),
      state: 'waiting',
      attempts: 0,
      createdAt: new Date(now()).toISOString(),
    }));
  }

  const context = (exercise: ExerciseDoc, player: PlayerDoc, at: number): StatementContext => ({
    exercise,
    player,
    base,
    at,
  });

  return {
    async launched(exerciseId: string, playerId: string): Promise<void> {
      const run = await runOf(exerciseId, playerId);
      if (!run) return;
      const { exercise, player } = run;
      const at = clockOf(exercise, player).startedAt ?? now();
      const statement = launchedStatement(context(exercise, player, at));
      await sender.enqueue(docsOf(exercise, player, at, [statement]));
    },

    async answered(
      exerciseId: string,
      playerId: string,
      eventId: string,
      team: string | null,
    ): Promise<void> {
      const run = await runOf(exerciseId, playerId);
      if (!run) return;
      const { exercise, player } = run;
      const scope = team === null ? playerScopeKey(playerId) : teamScopeKey(team);
      const response = await repos.responses.findOne(exerciseId, scope, eventId);
      if (!response) return;
      const event = exercise.scenario.scenario.find((entry) => entry.id === eventId);
      const mark = event ? markAnswer(event, response.answer) : 'unscored';
      const at = Date.parse(response.answeredAtWall);
      const statement = answeredStatement(context(exercise, player, at), {
        eventId,
        name: event?.subject ?? '',
        response: answerLabel(response.answer),
        success: mark === 'unscored' || mark === 'neutral' ? null : mark === 'correct',
      });
      await sender.enqueue(docsOf(exercise, player, at, [statement]));
    },

    /** The end of a run: completed, passed or failed with the score the report shows. */
    async finished(exerciseId: string, playerId: string): Promise<void> {
      const run = await runOf(exerciseId, playerId);
      if (!run?.player.finishedAt) return;
      const { exercise, player } = run;
      const game = await games.load(exerciseId, playerId);
      if (!game) return;
      const score = scoreProjection(
        game.projection,
        game.responses,
        playerId,
        player.team ?? undefined,
      );
      const at = Date.parse(player.finishedAt ?? '');
      const startedAt = clockOf(exercise, player).startedAt ?? at;
      const statements = endStatements(context(exercise, player, at), {
        score: score.score,
        totalQuestions: score.totalQuestions,
        passed: score.passed,
        durationMs: at - startedAt,
      });
      await sender.enqueue(docsOf(exercise, player, at, statements));
    },
  };
}
export type LearningRecordEvents = ReturnType<typeof learningRecordEvents>;
