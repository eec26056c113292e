import type { CustomerExerciseGroup, PlayerExercise } from '@dojo/protocol';

/** A player's run as the dashboard groups it. */
export type RunStatus = 'completed' | 'in progress' | 'expired';

export const RUN_STATUS_LABEL: Record<RunStatus, string> = {
  completed: 'Completed',
  'in progress': 'In progress',
  expired: 'Expired',
};

/** Completed; expired when not completed and expired; else in progress. */
export function runStatus(run: Pick<PlayerExercise, 'completed' | 'expired'>): RunStatus {
  if (run.completed) return 'completed';
  return run.expired ? 'expired' : 'in progress';
}

export interface Completion {
  completed: number;
  'in progress': number;
  expired: number;
}

export function completionOf(runs: readonly PlayerExercise[]): Completion {
  const counts: Completion = { completed: 0, 'in progress': 0, expired: 0 };
  for (const run of runs) counts[runStatus(run)] += 1;
  return counts;
}

/** The exercises whose name, scenario or players match the search, each with matching runs. */
export function searchExercises(
  groups: readonly CustomerExerciseGroup[],
  search: string,
): CustomerExerciseGroup[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...groups];
  return groups.flatMap((group) => {
    const ownMatch = [group.name, group.scenarioTitle ?? group.scenario]
      .join(' ')
      .toLowerCase()
      .includes(text);
    const runs = group.exercises.filter((run) => run.name.toLowerCase().includes(text));
    if (ownMatch) return [group];
    return runs.length > 0 ? [{ ...group, exercises: runs }] : [];
  });
}

/** Every learner with their runs across exercises (the Learners tab). */
export interface Learner {
  name: string;
  runs: { exercise: string; scenario: string; run: PlayerExercise }[];
}

export function learnersOf(groups: readonly CustomerExerciseGroup[]): Learner[] {
  const learners = new Map<string, Learner>();
  for (const group of groups)
    for (const run of group.exercises) {
      const learner = learners.get(run.name) ?? { name: run.name, runs: [] };
      learner.runs.push({
        exercise: group.name,
        scenario: group.scenarioTitle ?? group.scenario,
        run,
      });
      learners.set(run.name, learner);
    }
  return [...learners.values()].sort((a, b) => a.name.localeCompare(b.name));
}
