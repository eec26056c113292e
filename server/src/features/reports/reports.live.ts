import { REPORT_MESSAGES, reportEvents, reportScope, type ReportChange } from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { TimerHandle, WallClock } from '../../core/clock';
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
  clock: WallClock;
}) {
  const { repo, publisher, clock } = deps;
  /** One timer per exercise, at the next moment a status changes by time (a link expiring). */
  const expiries = new Map<string, { at: number; handle: TimerHandle }>();
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

  /**
   * A link expires by time, with no write to tell: the report read that saw the next expiry
   * arms a timer, and at that moment the room hears 'expired' (its re-read arms the next).
   */
  function statusChangesAt(
    exercise: Pick<ExerciseDoc, '_id' | 'identifier'>,
    at: number | null,
  ): void {
    const known = expiries.get(exercise._id);
    if (at === null || (known && known.at <= at && known.at > clock.now())) return;
    if (known) clock.clearTimer(known.handle);
    const arm = (): void => {
      const handle = clock.setTimer(() => {
        // The clock caps long delays: fired before the expiry, wait on.
        if (clock.now() < at) return arm();
        expiries.delete(exercise._id);
        changed(exercise, 'expired');
      }, at - clock.now());
      expiries.set(exercise._id, { at, handle });
    };
    arm();
  }

  function close(): void {
    for (const { handle } of expiries.values()) clock.clearTimer(handle);
    expiries.clear();
  }

  function routeFollow(router: SocketRouter): void {
    router.on(reportEvents.followReports, async ({ groups, client }, socket) => {
      const principal = socket.data.principal;
      if (principal.kind === 'player' || principal.kind === 'waiting')
        throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
      const scopes: string[] = [];
      for (const group of new Set(groups)) {
        // A facilitator link follows only its own exercise (reportExercise refuses the rest).
        const exercise = await reportExercise(repo, principal, group, client);
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

  return { changed, activity, statusChangesAt, close, routeFollow };
}
