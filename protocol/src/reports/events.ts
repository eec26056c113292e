import { z } from 'zod';
import { broadcast, command, pushSchema } from '../core/socket';
import { ScopeSeq } from '../realtime/events';
import { ExerciseIdentifier } from '../portal/reports';

/**
 * What moved a report: a player answered, read or joined, the exercise's state changed, or
 * (`player`) some progress of one player whose kind the sender does not tell. Ours
 * (additive): a player accepted the agreement (`started`), finished (`finished`), a link
 * expired (`expired`), an expiry was extended (`extended`), the exercise was removed.
 */
export const ReportChange = z.enum([
  'answered',
  'read',
  'joined',
  'exercise',
  'player',
  'started',
  'finished',
  'expired',
  'extended',
  'removed',
]);
export type ReportChange = z.infer<typeof ReportChange>;

/** The room of one exercise's live report: `report:<exerciseId>`. */
export const REPORT_SCOPE_PREFIX = 'report:';
export function reportScope(exerciseId: string): string {
  return `${REPORT_SCOPE_PREFIX}${exerciseId}`;
}

/**
 * A report's data changed (scope `report:<exercise>`): the dashboard and any open report of
 * `group` re-read it through REST. Only the owning client's accounts and the exercise's
 * trainers can be in that room.
 */
export const reportChanged = broadcast(
  'report.changed',
  pushSchema(z.object({ group: ExerciseIdentifier, change: ReportChange })),
);

/**
 * Joins the report rooms of these exercises (by identifier, a report's `group`). Every group
 * must be one the account may see; the answer lists each room with its current seq. Sent
 * again after every reconnect (a new socket starts in no report room).
 */
export const followReports = command(
  'report.follow',
  z
    .object({
      groups: z.array(ExerciseIdentifier).min(1).max(500),
      /** Ours (additive): the admin names the client the groups belong to (identifiers are per client). */
      client: z.string().max(200).optional(),
    })
    .strict(),
  z.object({ scopes: z.array(ScopeSeq).max(500) }),
);
