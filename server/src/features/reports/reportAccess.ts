import { REPORT_MESSAGES, canSeeReports, isTrainerUsername } from '@dojo/protocol';
import { forbidden } from '../../errors';
import {
  type CustomerPrincipal,
  type FacilitatorPrincipal,
  type Principal,
} from '../../core/principal';
import type { ExerciseDoc } from '../exercises/exercise.docs';

/**
 * Who may see and change which exercise's report (docs/reports.md, "Who sees what"). The
 * owning client's accounts see every exercise of the client; a trainer sub account (a
 * username with '-') only those it trains; the admin sees every client's.
 */

export function isTrainerAccount(principal: Principal): principal is CustomerPrincipal {
  return principal.kind === 'customer' && isTrainerUsername(principal.user);
}

/** True when this exercise is one the account may list (dashboard, reports list). */
export function canList(principal: Principal, exercise: ExerciseDoc): boolean {
  if (principal.kind === 'staff') return principal.role === 'admin';
  if (principal.client !== exercise.client) return false;
  return !isTrainerAccount(principal) || exercise.trainers.includes(principal.user);
}

/** Refuses, with the spec's words, an account that may not open this exercise's report. */
export function assertCanSeeReport(
  principal: Principal | FacilitatorPrincipal,
  exercise: ExerciseDoc,
): void {
  if (principal.kind === 'facilitator') {
    if (principal.exerciseId !== exercise._id)
      throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
    return;
  }
  if (principal.kind === 'staff') {
    if (principal.role !== 'admin') throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
    return;
  }
  if (principal.client !== exercise.client || !canSeeReports(principal.role))
    throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
  if (isTrainerAccount(principal) && !exercise.trainers.includes(principal.user))
    throw forbidden(REPORT_MESSAGES.trainerOnlyReport, 'forbidden');
}

/** Refuses an account that may not remind or extend this exercise's players. */
export function assertCanModify(principal: Principal, exercise: ExerciseDoc): void {
  if (principal.kind === 'staff') {
    if (principal.role !== 'admin') throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
    return;
  }
  if (principal.client !== exercise.client) throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
  if (isTrainerAccount(principal) && !exercise.trainers.includes(principal.user))
    throw forbidden(REPORT_MESSAGES.trainerOnlyModify, 'forbidden');
}
