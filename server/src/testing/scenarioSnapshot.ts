import type { ExerciseDoc } from '../features/exercises/exercise.docs';
import type { RunningServer } from '../server';

type Snapshot = ExerciseDoc['scenario'];

/**
 * Gives a stored exercise another scenario snapshot, as if it had been created with it. A
 * snapshot is written only at creation, so the server keeps it once read (the exercises repo's
 * snapshots, the compiled scenario cache): the exercise is removed and inserted again through
 * its repo, which forgets the old one, and the compiled form is dropped.
 */
export async function replaceScenarioSnapshot(
  server: Pick<RunningServer, 'repos' | 'shared'>,
  exerciseId: string,
  change: (snapshot: Snapshot) => Snapshot,
): Promise<ExerciseDoc> {
  const exercises = server.repos.exercises;
  const exercise = await exercises.findById(exerciseId);
  if (!exercise) throw new Error(`no exercise ${exerciseId} to change`);
  const changed = { ...exercise, scenario: change(exercise.scenario) };
  await exercises.remove(exerciseId);
  await exercises.insert(changed);
  server.shared.scenarios.drop(exerciseId);
  return changed;
}
