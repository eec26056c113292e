import type { ScenarioExercises } from '@dojo/protocol';

/** What the dashboard's three charts count. */
export function dashboardCounts(groups: readonly ScenarioExercises[]) {
  const automated = { Completed: 0, 'In progress': 0, Expired: 0 };
  const facilitated = { Open: 0, Closed: 0 };
  for (const item of groups.flatMap((group) => group.exercises)) {
    if (item.facilitate) facilitated[item.open ? 'Open' : 'Closed'] += 1;
    else if (item.completed) automated.Completed += 1;
    else if (item.expired) automated.Expired += 1;
    else automated['In progress'] += 1;
  }
  // Named by title, as every screen names a scenario (the file name only for old answers).
  const perScenario = groups.map((group) => ({
    scenario: group.title ?? group.scenario,
    exercises: group.exercises.length,
  }));
  return { automated, facilitated, perScenario };
}
