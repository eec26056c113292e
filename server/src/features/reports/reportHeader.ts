import type { ReportData } from '@dojo/protocol';
import type { ClientsRepo } from '../clients/clients.repo';
import { playerExercise } from './customerData';
import type { ExerciseGames } from './reportGames';

type ReportHeader = Pick<ReportData, 'date' | 'client' | 'logoUrl' | 'completion'>;

/**
 * Completed, in progress and expired runs, each counted by the dashboard's own status of a
 * run (`playerExercise`), so the debrief and the dashboard cannot disagree.
 */
export function completionOf(input: ExerciseGames, now: number): ReportHeader['completion'] {
  const counts = { completed: 0, inProgress: 0, expired: 0 };
  for (const player of input.players) {
    const run = playerExercise(input.exercise, player, input.games.get(player._id), now);
    if (run.completed) counts.completed += 1;
    else if (run.expired) counts.expired += 1;
    else counts.inProgress += 1;
  }
  return counts;
}

/**
 * What the debrief's first page names besides the report (docs/reports.md, "The debrief
 * PDF"): the start date, the client, the logo its players see (the branding client's, else
 * the ordering client's) and the completion counts.
 */
export async function reportHeader(
  input: ExerciseGames,
  clients: ClientsRepo,
  now: number,
): Promise<ReportHeader> {
  const { exercise } = input;
  const branding = exercise.branding ? await clients.findByName(exercise.branding) : null;
  const owner = branding ?? (await clients.findByName(exercise.client));
  return {
    date: exercise.date,
    client: exercise.client,
    logoUrl: owner?.configuration.branding_logo_url ?? '',
    completion: completionOf(input, now),
  };
}
