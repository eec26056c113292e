import { nanoid } from 'nanoid';
import { identifierKey, identifierTaken, type ScenarioFile } from '@dojo/protocol';
import { conflict } from '../../errors';
import { DuplicateKeyError } from '../../store';
import type { ScenarioDoc } from '../scenarios/scenarios.repo';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';
import type { ExercisesRepo } from './exercises.repo';
import { newPlayer, type PlayersRepo } from './players.repo';
import type { TokenMaker } from './tokens';
import type { Clock } from '../../app/clock';

/**
 * How an order pays (the credits feature implements it; this feature never imports it):
 * `spend` refuses, changing nothing, when the client cannot pay; `refund` gives it back.
 */
export interface Payment {
  spend(client: string, credits: number): Promise<void>;
  refund(client: string, credits: number): Promise<void>;
}

/** Everything about a new exercise that its order decides. */
export type ExerciseDraft = Omit<ExerciseDoc, '_id' | 'identifierKey' | 'createdAt' | 'scenario'>;

/** One player to create: who they are and their team. */
export interface PlayerSeed {
  user: string;
  email: string | null;
  team: string | null;
}

/** The scenario as it is now, without the store's own fields: later edits never reach it. */
export function snapshotScenario(doc: ScenarioDoc): ScenarioFile {
  const { _id: _storeId, updatedAt: _updatedAt, updatedBy: _updatedBy, ...scenario } = doc;
  return structuredClone(scenario);
}

/**
 * Creates an exercise and its players, paying for it first. Every failure after the credits
 * are taken (a clashing identifier won by a concurrent order, a store error) removes what was
 * written and gives the credits back, so a failed order changes nothing.
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

  async function create(
    draft: ExerciseDraft,
    scenario: ScenarioDoc,
    seeds: readonly PlayerSeed[],
  ): Promise<{ exercise: ExerciseDoc; players: PlayerDoc[] }> {
    await assertIdentifierFree(draft.client, draft.identifier);
    await credits.spend(draft.client, draft.credits);
    const exercise: ExerciseDoc = {
      _id: nanoid(),
      ...draft,
      identifierKey: identifierKey(draft.identifier),
      scenario: snapshotScenario(scenario),
      createdAt: new Date(clock.now()).toISOString(),
    };
    const docs = seeds.map((seed) =>
      newPlayer(exercise, { ...seed, alias: null, linkToken: newToken() }),
    );
    let inserted = false;
    try {
      await exercises.insert(exercise);
      inserted = true;
      if (docs.length > 0) await players.insertMany(docs);
      deps.created?.(exercise._id);
      return { exercise, players: docs };
    } catch (error) {
      if (inserted) {
        await players.removeByExercise(exercise._id);
        await exercises.remove(exercise._id);
      }
      await credits.refund(draft.client, draft.credits);
      if (error instanceof DuplicateKeyError && error.collection === 'exercises') {
        throw conflict(identifierTaken(draft.identifier), 'identifier_taken');
      }
      throw error;
    }
  }

  return { create, assertIdentifierFree };
}
export type ExerciseCreator = ReturnType<typeof exerciseCreator>;
