import { statusCounts, type PlayerStatus, type ReportData } from '@dojo/protocol';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExerciseGames } from './reportGames';

type ReportHeader = Pick<ReportData, 'date' | 'client' | 'logoUrl' | 'completion'>;

/**
 * What the debrief's first page names besides the report (docs/reports.md, "The debrief
 * PDF"): the start date, the client, the logo its players see (the branding client's, else
 * the ordering client's) and the completion counts.
 */
export async function reportHeader(
  input: ExerciseGames,
  statuses: ReadonlyMap<string, PlayerStatus>,
  clients: ClientsRepo,
): Promise<ReportHeader> {
  const { exercise } = input;
  const branding = exercise.branding ? await clients.findByName(exercise.branding) : null;
  const owner = branding ?? (await clients.findByName(exercise.client));
  return {
    date: exercise.date,
    client: exercise.client,
    logoUrl: owner?.configuration.branding_logo_url ?? '',
    // Counted from the one player status, as the dashboard counts them.
    completion: statusCounts([...statuses.values()]),
  };
}
