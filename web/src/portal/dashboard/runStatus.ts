import {
  PLAYER_STATUSES,
  statusCounts,
  type CustomerExerciseGroup,
  type PlayerExercise,
  type PlayerStatus,
} from '@dojo/protocol';

/**
 * A player's run has one status, decided by the server with protocol's `playerStatus` and
 * labelled with `PLAYER_STATUS_LABEL` everywhere (docs/reports.md, "Player status").
 */
export type Completion = Record<PlayerStatus, number>;

export function completionOf(runs: readonly Pick<PlayerExercise, 'status'>[]): Completion {
  return statusCounts(runs.map((run) => run.status));
}

/** The statuses a summary lists: all of them in order, Removed only when someone is. */
export function summaryStatuses(completion: Completion): PlayerStatus[] {
  return PLAYER_STATUSES.filter((status) => status !== 'removed' || completion[status] > 0);
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
