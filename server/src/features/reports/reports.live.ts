import { REPORT_MESSAGES, reportEvents, reportScope, type ReportChange } from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { Publisher } from '../../realtime/publisher';
import type { SocketRouter } from '../../realtime/router';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import { canList } from './reportAccess';
import { reportExercise } from './reportReader';
import type { ReportsRepo } from './reports.repo';

/**
 * Live reports (docs/reports.md, "Live"): `report.follow` puts a socket in the rooms of the
 * exercises its account may see (the owning client's accounts, the exercise's trainers, the
 * admin, the exercise's own facilitator link), and every change of an exercise's report is pushed there as `report.changed`.
 */
export function reportsLive(deps: {
  repo: ReportsRepo;
  publisher: Pick<Publisher, 'push' | 'seqOf'>;
}) {
  const { repo, publisher } = deps;
  /** Identifiers never change: remember them so a burst of answers costs no reads. */
  const identifiers = new Map<string, string>();

  function changed(exercise: Pick<ExerciseDoc, '_id' | 'identifier'>, change: ReportChange): void {
    identifiers.set(exercise._id, exercise.identifier);
    publisher.push(reportScope(exercise._id), reportEvents.reportChanged, {
      group: exercise.identifier,
      change,
    });
  }

  /** A player answered, read or joined, or the exercise's state changed: tell its room. */
  async function activity(exerciseId: string, change: ReportChange): Promise<void> {
    const known = identifiers.get(exerciseId);
    if (known !== undefined) return changed({ _id: exerciseId, identifier: known }, change);
    const exercise = await repo.exercises.findById(exerciseId);
    if (exercise) changed(exercise, change);
  }

  function routeFollow(router: SocketRouter): void {
    router.on(reportEvents.followReports, async ({ groups }, socket) => {
      const principal = socket.data.principal;
      if (principal.kind === 'player' || principal.kind === 'waiting')
        throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
      const scopes: string[] = [];
      for (const group of new Set(groups)) {
        // A facilitator link follows only its own exercise (reportExercise refuses the rest).
        const exercise = await reportExercise(repo, principal, group);
        if (principal.kind !== 'facilitator' && !canList(principal, exercise))
          throw forbidden(REPORT_MESSAGES.trainerOnlyReport, 'forbidden');
        identifiers.set(exercise._id, exercise.identifier);
        scopes.push(reportScope(exercise._id));
      }
      await socket.join(scopes);
      for (const scope of scopes)
        if (!socket.data.scopes.includes(scope)) socket.data.scopes.push(scope);
      return { scopes: scopes.map((scope) => ({ scope, seq: publisher.seqOf(scope) })) };
    });
  }

  return { changed, activity, routeFollow };
}
export type ReportsLive = ReturnType<typeof reportsLive>;
