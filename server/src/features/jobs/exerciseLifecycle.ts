import { orderDateStartsAt } from '@dojo/protocol';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { ExerciseMail } from '../mail/exerciseMail';
import type { Jobs } from './jobs';

export const START_JOB = 'exercise.start';
export const EXPIRE_JOB = 'exercise.expire';

type ExerciseJob = { key: string; exerciseId: string };

/**
 * An automated exercise's dates as persistent jobs: its invitations go out when the order's
 * date begins, and when its links expire the trainers are told. The expiry job re-reads the
 * expiry when it runs, so an extension needs no rescheduling: a run that finds a later expiry
 * moves itself there.
 */
export type ExerciseLifecycle = ReturnType<typeof exerciseLifecycle>;

export function exerciseLifecycle(deps: {
  jobs: Jobs;
  exercises: ExercisesRepo;
  players: PlayersRepo;
  mail: ExerciseMail;
  now: () => number;
}) {
  const { jobs, exercises, players, mail, now } = deps;

  /** The last moment any player's link works (Extend moves one player's). */
  async function latestExpiry(exercise: ExerciseDoc): Promise<number> {
    const times = (await players.listByExercise(exercise._id)).flatMap((player) =>
      player.expiresAt ? [Date.parse(player.expiresAt)] : [],
    );
    return Math.max(exercise.expiresAt ? Date.parse(exercise.expiresAt) : 0, ...times);
  }

  jobs.define<ExerciseJob>(START_JOB, async ({ exerciseId }) => {
    await mail.invite(exerciseId);
  });

  jobs.define<ExerciseJob>(EXPIRE_JOB, async ({ exerciseId }, job) => {
    const exercise = await exercises.findById(exerciseId);
    if (!exercise) return;
    const expiry = await latestExpiry(exercise);
    if (expiry > now()) {
      job.schedule(new Date(expiry));
      return;
    }
    await mail.expiryNotice(exercise);
    await mail.resultsReady(exercise);
  });

  return {
    /** A new order or facilitated exercise: its jobs, or the facilitator's link at once. */
    async exerciseCreated(exerciseId: string): Promise<void> {
      const exercise = await exercises.findById(exerciseId);
      if (!exercise) return;
      if (exercise.facilitated) {
        await mail.facilitatorLink(exerciseId);
        return;
      }
      const data = (kind: string) => ({ key: `${kind}:${exerciseId}`, exerciseId });
      await jobs.scheduleOnce(START_JOB, new Date(orderDateStartsAt(exercise.date)), data('start'));
      if (exercise.expiresAt) {
        await jobs.scheduleOnce(EXPIRE_JOB, new Date(exercise.expiresAt), data('expire'));
      }
    },

    /** A removed exercise: its invitations and expiry never run. */
    async exerciseRemoved(exerciseId: string): Promise<void> {
      await jobs.cancel(START_JOB, `start:${exerciseId}`);
      await jobs.cancel(EXPIRE_JOB, `expire:${exerciseId}`);
    },

    /**
     * A player finished: when it was the last one, the results are ready (told once). Looks for
     * one unfinished player rather than reading (or counting) every player: a finish costs the
     * same at 10 players as at 5,000 (it was quadratic in players over a campaign).
     */
    async playerFinished(exerciseId: string): Promise<void> {
      const exercise = await exercises.findById(exerciseId);
      if (!exercise || exercise.facilitated) return;
      if (!(await players.hasUnfinished(exerciseId))) await mail.resultsReady(exercise);
    },
  };
}
