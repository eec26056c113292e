import { REPORT_MESSAGES, noReportOf } from '@dojo/protocol';
import { forbidden, notFound } from '../../errors';
import type { Guard } from '../../http/bind';
import type { FacilitatorPrincipal, Principal } from '../../core/principal';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import { isFacilitatorLinkToken } from '../facilitator/facilitator.guard';
import type { ReportsRepo } from './reports.repo';

/**
 * Who may read a report live (docs/reports.md, "Who sees what"): an account (the owning
 * client's, a trainer of the exercise, the admin) or the facilitator link of that very
 * exercise, whose console shows its own exercise's report and replays.
 */
export type ReportReader = Principal | FacilitatorPrincipal;

/**
 * The accounts' guard, or the facilitator link's when the token is a link token: in the body
 * or as a bearer header (`bind` hands the header's token in as `token` when the body has
 * none), so a link is never mistaken for a broken session (401) before the body's rules.
 */
export function reportReaderGuard(
  accounts: Guard<Principal>,
  facilitator: Guard<FacilitatorPrincipal>,
): Guard<ReportReader> {
  return async (req, input) => {
    const token = input.token;
    if (typeof token === 'string' && token !== '' && isFacilitatorLinkToken(token))
      return facilitator(req, input);
    return accounts(req, input);
  };
}

/**
 * The exercise a report names, or 'There is no Report of {name}'. A customer looks in its own
 * client, the admin in the named client (or any); a facilitator link reaches only its own
 * exercise: any other name is refused (403), whether it exists or not.
 */
export async function reportExercise(
  repo: Pick<ReportsRepo, 'exercises' | 'findByIdentifier'>,
  reader: ReportReader,
  group: string,
  client?: string,
): Promise<ExerciseDoc> {
  if (reader.kind === 'facilitator') {
    const own = await repo.exercises.findById(reader.exerciseId);
    if (!own || own.identifier !== group) throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
    return own;
  }
  const scope = reader.kind === 'customer' ? reader.client : client;
  const exercise = await repo.findByIdentifier(group, scope);
  if (!exercise) throw notFound(noReportOf(group), 'not_found');
  return exercise;
}
