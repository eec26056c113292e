import {
  ADMIN_MESSAGES as M,
  type CampaignPlayer,
  type ScenarioExercises,
  type ShortenUrlRequest,
  type Status,
} from '@dojo/protocol';
import { badRequest, conflict, notFound } from '../../errors';
import { DuplicateKeyError } from '../../store';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { ResponsesRepo } from '../exercises/responses.repo';
import type { Erasure } from '../privacy/erasure';
import { campaignPlayer, exerciseListItem } from './exerciseStatus';

/** Every exercise of every client, as the admin sees them (docs/admin.md "Exercises"). */
export function exercisesAdminService(deps: {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  responses: ResponsesRepo;
  erasure: Erasure;
  now: () => number;
}) {
  const { exercises, players, responses, erasure, now } = deps;

  /** The exercise named `exercise` of `scenario`: its id, else its one identifier match. */
  async function find(scenario: string, exercise: string): Promise<ExerciseDoc> {
    const byId = await exercises.findById(exercise);
    if (byId && byId.scenarioFileName === scenario) return byId;
    const key = exercise.trim().toLowerCase();
    const matches = (await exercises.listAll()).filter(
      (doc) => doc.scenarioFileName === scenario && doc.identifierKey === key,
    );
    const [only] = matches;
    if (!only) throw notFound(M.noExercise, 'unknown_exercise');
    if (matches.length > 1) throw conflict(M.ambiguousExercise(exercise), 'ambiguous_exercise');
    return only;
  }

  return {
    async names(scenario: string): Promise<string[]> {
      const all = await exercises.listAll();
      return all.filter((doc) => doc.scenarioFileName === scenario).map((doc) => doc.identifier);
    },

    async grouped(): Promise<ScenarioExercises[]> {
      const all = await exercises.listAll();
      const everyone = await players.listByExercises(all.map((doc) => doc._id));
      const groups = new Map<string, ScenarioExercises>();
      for (const doc of all) {
        const own = everyone.filter((player) => player.exerciseId === doc._id);
        const group = groups.get(doc.scenarioFileName) ?? {
          scenario: doc.scenarioFileName,
          title: doc.scenario.title || doc.scenarioFileName,
          exercises: [],
        };
        group.exercises.push(exerciseListItem(doc, own, now()));
        groups.set(doc.scenarioFileName, group);
      }
      return [...groups.values()].sort((a, b) =>
        (a.title ?? a.scenario).localeCompare(b.title ?? b.scenario),
      );
    },

    async shortened(): Promise<Record<string, string>> {
      const all = await exercises.listAll();
      return Object.fromEntries(
        all.flatMap((doc) => (doc.shortened ? [[doc.identifier, doc.shortened]] : [])),
      );
    },

    /** Short codes are unique among short codes and never equal a shared link token. */
    async shorten(input: ShortenUrlRequest): Promise<Status> {
      const exercise = await find(input.scenario, input.exercise);
      if (!exercise.facilitated) throw badRequest(M.shortOnlyFacilitated, 'not_facilitated');
      const clash = await exercises.findByJoinToken(input.shorten);
      if (clash && clash._id !== exercise._id) throw conflict(M.shortTaken, 'short_taken');
      try {
        await exercises.setShortened(exercise._id, input.shorten);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.shortTaken, 'short_taken');
        throw error;
      }
      return { type: 'success', data: M.shortened(input.shorten) };
    },

    /**
     * The exercise goes first, so its links stop working at once; then the erasure event
     * tells every feature to erase what it stored for it (players, answers, events, social
     * activity, mail, jobs), journalled so a crash in between is finished at the next start.
     * Players with the page open are told as soon as the exercise is gone.
     */
    async remove(scenario: string, exercise: string): Promise<Status> {
      const doc = await find(scenario, exercise);
      await erasure.run('exerciseRemoved', { exerciseId: doc._id }, () =>
        exercises.remove(doc._id),
      );
      return { type: 'success', data: M.exerciseRemoved(doc.identifier) };
    },

    async campaignDetails(scenario: string, exercise: string): Promise<CampaignPlayer[]> {
      const doc = await find(scenario, exercise);
      const [rows, answers] = await Promise.all([
        players.listByExercise(doc._id),
        responses.listByExercise(doc._id),
      ]);
      const answered = new Set(answers.map((answer) => answer.playerId));
      return rows.map((player) => campaignPlayer(doc, player, now(), answered.has(player._id)));
    },

    /**
     * Remove Emails: every feature forgets the player and facilitator addresses it stored (a
     * player becomes `participant-…` and keeps their answers; messages keep their counts).
     */
    async hideEmails(): Promise<Status> {
      const erased = await erasure.run('emailsHidden', {});
      return { type: 'success', data: M.emailsHidden(erased.players ?? 0) };
    },

    /** A data-subject request: everything stored under the address, in every feature. */
    async forgetPerson(email: string): Promise<Status> {
      const playerIds = (await players.listByEmail(email)).map((player) => player._id);
      const erased = await erasure.run('personForgotten', { email, playerIds });
      return {
        type: 'success',
        data: M.personForgotten(email, {
          players: erased.players ?? 0,
          messages: erased.messages ?? 0,
        }),
      };
    },
  };
}
export type ExercisesAdminService = ReturnType<typeof exercisesAdminService>;
