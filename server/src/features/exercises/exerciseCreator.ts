import { newId } from '../../store/ids';
import {
  identifierKey,
  identifierTaken,
  type Language,
  type ScenarioFile,
  type TimeSetting,
} from '@dojo/protocol';
import { conflict } from '../../errors';
import { DuplicateKeyError } from '../../store';
import type { ScenarioDoc } from '../scenarios/scenarios.repo';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';
import type { ExercisesRepo } from './exercises.repo';
import { newPlayer, type PlayersRepo } from './players.repo';
import type { TokenMaker } from './tokens';
import type { Clock } from '../../core/clock';

/**
 * How an order pays (the credits feature implements it; this feature never imports it).
 * Each payment is tied to its exercise id, the client's half of the order journal:
 * `charge` refuses, changing nothing, when the client cannot pay; `settle` closes a complete
 * order; `refund` gives an open order's credits back (once); `openOrders` lists them.
 */
export interface Payment {
  charge(
    client: string,
    exerciseId: string,
    credits: number,
    order?: { by: string; exercise: string; free?: boolean },
  ): Promise<void>;
  settle(client: string, exerciseId: string): Promise<void>;
  refund(client: string, exerciseId: string): Promise<void>;
  openOrders(): Promise<{ client: string; exerciseId: string }[]>;
}

/**
 * How long an order may take before another process takes it for one a crash cut short:
 * far above the seconds even the largest order takes (docs/scaling.md).
 */
export const ORDER_GRACE_MS = 10 * 60_000;

type Journal = { exercises: ExercisesRepo; players: PlayersRepo; credits: Payment };

/** Undoes an unfinished order: money back first, so a crash here still leaves it marked. */
async function rollBack(
  { exercises, players, credits }: Journal,
  exercise: Pick<ExerciseDoc, '_id' | 'client'>,
): Promise<void> {
  await credits.refund(exercise.client, exercise._id);
  await players.removeByExercise(exercise._id);
  await exercises.remove(exercise._id);
}

/**
 * Start-up, before the server listens: rolls back every order a crash cut short. A pending
 * exercise is refunded and removed with its players; a client's open order whose exercise is
 * complete only lost its last step (settling); one whose exercise is gone is refunded.
 * With several server processes on one store (docs/scaling.md), another process may be in the
 * middle of an order right now: `begunBefore` (an ISO time) limits recovery to orders begun
 * before it, and leaves younger ones to the process making them.
 */
export async function recoverUnfinishedOrders(
  journal: Journal,
  begunBefore?: string,
): Promise<{ rolledBack: number }> {
  const { exercises, credits } = journal;
  const inProgress = (exercise: Pick<ExerciseDoc, 'createdAt'>) =>
    begunBefore !== undefined && exercise.createdAt >= begunBefore;
  const pending = (await exercises.listPendingOrders()).filter((e) => !inProgress(e));
  for (const exercise of pending) await rollBack(journal, exercise);
  for (const open of await credits.openOrders()) {
    const exercise = await exercises.findById(open.exerciseId);
    if (exercise?.orderPending && inProgress(exercise)) continue;
    if (exercise) await credits.settle(open.client, open.exerciseId);
    else await credits.refund(open.client, open.exerciseId);
  }
  return { rolledBack: pending.length };
}

/** Everything about a new exercise that its order decides. */
export type ExerciseDraft = Omit<ExerciseDoc, '_id' | 'identifierKey' | 'createdAt' | 'scenario'>;

/** One player to create: who they are and their team. */
export interface PlayerSeed {
  user: string;
  email: string | null;
  team: string | null;
  /** The order's language for this player (docs/languages.md), when it named one. */
  language?: Language | undefined;
  /** The ordered time setting (docs/extra-time.md); absent: standard. */
  timeSetting?: TimeSetting;
}

/** The scenario as it is now, without the store's own fields: later edits never reach it. */
export function snapshotScenario(doc: ScenarioDoc): ScenarioFile {
  const { _id: _id, updatedAt: _at, updatedBy: _by, revision: _revision, ...scenario } = doc;
  return structuredClone(scenario);
}

/**
 * Creates an exercise and its players and pays for it, crash-consistently (docs/exercises.md,
 * "Crash-consistent orders"). The store has no transaction across documents, so the order is
 * journalled: the exercise is written first marked `orderPending` (which also reserves the
 * identifier), then paid with the exercise id noted on the client, then its players are
 * written, then both marks are cleared. A failure rolls back at once; a crash leaves the
 * marks, and `recoverUnfinishedOrders` at start-up rolls the order back and refunds it (the
 * client never got an answer, so nothing acknowledged is lost).
 */
export function exerciseCreator(deps: {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  credits: Payment;
  clock: Clock;
  newToken: TokenMaker;
  /** Told once the exercise and its players are stored (mail and jobs listen). */
  created?: (exerciseId: string) => void;
}) {
  const { exercises, players, credits, clock, newToken } = deps;

  async function assertIdentifierFree(client: string, identifier: string): Promise<void> {
    if (await exercises.findByIdentifier(client, identifier)) {
      throw conflict(identifierTaken(identifier), 'identifier_taken');
    }
  }

  async function reserve(exercise: ExerciseDoc): Promise<void> {
    try {
      await exercises.insert(exercise);
    } catch (error) {
      if (error instanceof DuplicateKeyError && error.collection === 'exercises') {
        throw conflict(identifierTaken(exercise.identifier), 'identifier_taken');
      }
      throw error;
    }
  }

  async function create(
    draft: ExerciseDraft,
    scenario: ScenarioDoc,
    seeds: readonly PlayerSeed[],
  ): Promise<{ exercise: ExerciseDoc; players: PlayerDoc[] }> {
    await assertIdentifierFree(draft.client, draft.identifier);
    const exercise: ExerciseDoc = {
      _id: newId(),
      ...draft,
      identifierKey: identifierKey(draft.identifier),
      scenario: snapshotScenario(scenario),
      createdAt: new Date(clock.now()).toISOString(),
      orderPending: true,
    };
    const docs = seeds.map((seed) =>
      newPlayer(exercise, { ...seed, alias: null, linkToken: newToken() }),
    );
    await reserve(exercise);
    try {
      await credits.charge(draft.client, exercise._id, draft.credits, {
        by: draft.orderedBy,
        exercise: draft.identifier,
        // Only the admin creates exercises that cost nothing (campaigns, live sessions).
        free: draft.credits === 0,
      });
      if (docs.length > 0) await players.insertMany(docs);
      await exercises.completeOrder(exercise._id);
      await credits.settle(draft.client, exercise._id);
    } catch (error) {
      await rollBack({ exercises, players, credits }, exercise);
      throw error;
    }
    deps.created?.(exercise._id);
    const { orderPending: _pending, ...complete } = exercise;
    return { exercise: complete, players: docs };
  }

  return { create, assertIdentifierFree };
}
export type ExerciseCreator = ReturnType<typeof exerciseCreator>;
