import type { ExerciseListItem, ReportItem } from '@dojo/protocol';

/**
 * Where an exercise's report opens in the admin's Reports tab. An identifier is unique within
 * its client, so the name and the client find it; the reports list names scenarios by title
 * and a campaign by file name, so the scenario is left out (docs/admin.md, "Exercises").
 */
export function reportParams(exercise: Pick<ExerciseListItem, 'name' | 'client'>) {
  return { name: exercise.name, ...(exercise.client ? { client: exercise.client } : {}) };
}

export function reportAddress(exercise: Pick<ExerciseListItem, 'name' | 'client'>): string {
  return `/editor/Admin/Reports?${new URLSearchParams(reportParams(exercise)).toString()}`;
}

/** The report the address names, if the list holds it. */
export function reportNamed(
  list: readonly ReportItem[],
  params: URLSearchParams,
): ReportItem | undefined {
  return list.find(
    (item) =>
      item.name === params.get('name') && (item.client ?? '') === (params.get('client') ?? ''),
  );
}
