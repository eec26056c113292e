import type { ExerciseDoc } from '../exercises/exercise.docs';
import type { Jobs } from '../jobs/jobs';
import type { Repos } from '../repos';

export const EXPIRY_JOB = 'webhook.expiry';

type ExpiryJob = { key: string; exerciseId: string };

/**
 * `exercise.completed` and `report.ready` when an automated exercise's links expire with
 * players still unfinished (docs/integrations.md): a job at the expiry that re-reads it when
 * it runs, so an extension moves it rather than needing a new one. Told once per hook, like
 * the same events after the last player finishes (the message id is the event's).
 */
export function webhookExpiry(deps: {
  jobs: Jobs;
  repos: Pick<Repos, 'exercises' | 'players'>;
  ended: (exerciseId: string) => Promise<void>;
  now: () => number;
}) {
  const { jobs, repos, ended, now } = deps;

  /** The last moment any player's link works (Extend moves one player's). */
  async function latestExpiry(exercise: ExerciseDoc): Promise<number> {
    const times = (await repos.players.listByExercise(exercise._id)).flatMap((player) =>
      player.expiresAt ? [Date.parse(player.expiresAt)] : [],
    );
    return Math.max(exercise.expiresAt ? Date.parse(exercise.expiresAt) : 0, ...times);
  }

  jobs.define<ExpiryJob>(EXPIRY_JOB, async ({ exerciseId }, job) => {
    const exercise = await repos.exercises.findById(exerciseId);
    if (!exercise) return;
    const expiry = await latestExpiry(exercise);
    if (expiry > now()) {
      job.schedule(new Date(expiry));
      return;
    }
    await ended(exerciseId);
  });

  const key = (exerciseId: string) => `webhook-expiry:${exerciseId}`;
  return {
    async exerciseCreated(exerciseId: string): Promise<void> {
      const exercise = await repos.exercises.findById(exerciseId);
      if (!exercise || exercise.facilitated || !exercise.expiresAt) return;
      await jobs.scheduleOnce(EXPIRY_JOB, new Date(exercise.expiresAt), {
        key: key(exerciseId),
        exerciseId,
      });
    },
    async exerciseRemoved(exerciseId: string): Promise<void> {
      await jobs.cancel(EXPIRY_JOB, key(exerciseId));
    },
  };
}
