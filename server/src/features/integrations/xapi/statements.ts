import XAPI, { type Actor, type Activity, type Statement, type Verb } from '@xapi/xapi';
import { v5 as uuidv5 } from 'uuid';
import type { ExerciseDoc, PlayerDoc } from '../../exercises/exercise.docs';

/**
 * A player's xAPI 1.0.3 statements (docs/integrations.md, "Learning records"), in the shapes
 * of `@xapi/xapi`. Each statement's id is a name-based UUID of the player and the step, so
 * the same step told twice, by a retry or by two processes, is the same statement.
 */

/** Our namespace for statement ids (a fixed random UUID: never change it). */
const STATEMENT_NAMESPACE = 'a8c6f1de-43a3-4f57-9a54-2b9e1c7d0f35';

/** ADL's `launched` verb: in the ADL vocabulary, not among the library's constants. */
export const LAUNCHED: Verb = {
  id: 'http://adlnet.gov/expapi/verbs/launched',
  display: { 'en-US': 'launched' },
};

/** A step of a player's run, and its place among steps of the same moment. */
export type Step =
  | { kind: 'launched' }
  | { kind: 'answered'; eventId: string }
  | { kind: 'completed' }
  | { kind: 'result' };
export const STEP_RANK: Record<Step['kind'], number> = {
  launched: 0,
  answered: 1,
  completed: 2,
  result: 3,
};

function stepKey(step: Step): string {
  return step.kind === 'answered' ? `answered:${step.eventId}` : step.kind;
}

/** The statement id of a player's step: the same for the same player and step, always. */
export function statementId(playerId: string, step: Step): string {
  return uuidv5(`${playerId}:${stepKey(step)}`, STATEMENT_NAMESPACE);
}

/** One registration per player's run: an LRS groups its statements by it. */
export function registrationOf(playerId: string): string {
  return uuidv5(`${playerId}:registration`, STATEMENT_NAMESPACE);
}

/** The player as the LRS knows them: their address, or in privacy mode an account name. */
export function actorOf(player: PlayerDoc, base: string): Actor {
  if (player.email) return { objectType: 'Agent', mbox: `mailto:${player.email}` };
  return { objectType: 'Agent', account: { homePage: base, name: player.user } };
}

export interface StatementContext {
  exercise: ExerciseDoc;
  player: PlayerDoc;
  /** The platform's address: the root of every activity id. */
  base: string;
  /** The moment of the step (epoch ms). */
  at: number;
}

function exerciseActivity({ exercise, base }: StatementContext): Activity {
  return {
    objectType: 'Activity',
    id: `${base}/xapi/exercises/${encodeURIComponent(exercise._id)}`,
    definition: {
      type: 'http://adlnet.gov/expapi/activities/simulation',
      name: { [exercise.language ?? 'en']: `${exercise.scenario.title} (${exercise.identifier})` },
    },
  };
}

function statement(
  ctx: StatementContext,
  step: Step,
  verb: Verb,
  rest: Pick<Statement, 'object' | 'result'>,
  parent = false,
): Statement {
  return {
    id: statementId(ctx.player._id, step),
    actor: actorOf(ctx.player, ctx.base),
    verb,
    ...rest,
    context: {
      registration: registrationOf(ctx.player._id),
      platform: 'Incident Dojo',
      ...(parent ? { contextActivities: { parent: [exerciseActivity(ctx)] } } : {}),
    },
    timestamp: new Date(ctx.at).toISOString(),
    version: '1.0.3',
  };
}

/** ISO 8601 duration in seconds (xAPI keeps 0.01 s). */
export function isoDuration(ms: number): string {
  return `PT${(Math.max(0, ms) / 1000).toFixed(2)}S`;
}

export function launchedStatement(ctx: StatementContext): Statement {
  return statement(ctx, { kind: 'launched' }, LAUNCHED, { object: exerciseActivity(ctx) });
}

/** An answer: its text, and whether it was right when the question is scored. */
export function answeredStatement(
  ctx: StatementContext,
  question: { eventId: string; name: string; response: string; success: boolean | null },
): Statement {
  const { eventId } = question;
  return statement(
    ctx,
    { kind: 'answered', eventId },
    XAPI.Verbs.ANSWERED,
    {
      object: {
        objectType: 'Activity',
        id: `${exerciseActivity(ctx).id}/events/${encodeURIComponent(eventId)}`,
        definition: {
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          name: { [ctx.exercise.language ?? 'en']: question.name || eventId },
        },
      },
      result: {
        response: question.response.slice(0, 1000),
        ...(question.success === null ? {} : { success: question.success }),
      },
    },
    true,
  );
}

export interface RunResult {
  score: number;
  totalQuestions: number;
  passed: boolean;
  durationMs: number;
}

function scoreOf(run: RunResult) {
  const max = run.totalQuestions;
  return {
    raw: run.score,
    min: 0,
    max,
    scaled: max === 0 ? 1 : Math.round((run.score / max) * 10_000) / 10_000,
  };
}

/** The end of a run: completed, then passed or failed with the score and the time taken. */
export function endStatements(ctx: StatementContext, run: RunResult): Statement[] {
  const duration = isoDuration(run.durationMs);
  const object = exerciseActivity(ctx);
  return [
    statement(ctx, { kind: 'completed' }, XAPI.Verbs.COMPLETED, {
      object,
      result: { completion: true, duration },
    }),
    statement(ctx, { kind: 'result' }, run.passed ? XAPI.Verbs.PASSED : XAPI.Verbs.FAILED, {
      object,
      result: { success: run.passed, completion: true, score: scoreOf(run), duration },
    }),
  ];
}
