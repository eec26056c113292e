import {
  EXTEND_DAYS,
  REPORT_MESSAGES,
  canSeeReports,
  extendedUntil,
  noReportOf,
  type CustomerData,
  type ReportChange,
  type ReportData,
  type ReportItem,
  type Replay,
  type Status,
} from '@dojo/protocol';
import type { Clock } from '../../core/clock';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../../core/principal';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import { exerciseGroup } from './customerData';
import { reportExercise, type ReportReader } from './reportReader';
import { assertCanModify, assertCanSeeReport, canList } from './reportAccess';
import { buildReport } from './reportData';
import { reportHeader } from './reportHeader';
import type { ReportGames } from './reportGames';
import type { ReportsRepo } from './reports.repo';
import { replayAt } from './replay';
import { nextStatusChange, reportStatuses } from './reportStatus';

const DAY_MS = 86_400_000;

/** The reports feature's logic (docs/reports.md): no HTTP here, thin routes bind it. */
export function reportsService(deps: {
  repo: ReportsRepo;
  clients: ClientsRepo;
  games: ReportGames;
  clock: Clock;
  /** Tells the live reports that an exercise changed (after the write is stored). */
  changed: (exercise: ExerciseDoc, change: ReportChange) => void;
  /** Tells that a player's link was extended (mail: "your link now works until"). */
  extended?: (exerciseId: string, playerId: string) => void;
  /** Tells the live reports when a status of this exercise next changes by time alone. */
  statusChangesAt: (exercise: ExerciseDoc, at: number | null) => void;
  /** A run's end seen here first was just recorded (the game's domain event). */
  finished: (exerciseId: string, playerId: string) => void;
}) {
  const { repo, clients, games, clock } = deps;
  const now = () => clock.now();

  /**
   * An exercise's games with every player's one status. A run whose end the projection shows
   * but nobody recorded yet (the player left before the end screen) is recorded now, the
   * first time anyone sees it, so the admin lists and the results mail agree with the report.
   */
  async function withStatuses(exercise: ExerciseDoc, at: number) {
    const input = await games.load(exercise);
    for (const player of input.players) {
      const ended = input.games.get(player._id)?.projection.finished ?? null;
      if (ended === null || player.finishedAt !== null) continue;
      const first = await repo.players.finish(player._id, new Date(at).toISOString());
      if (first.modifiedCount === 1) deps.finished(exercise._id, player._id);
    }
    const statuses = reportStatuses(input, at);
    deps.statusChangesAt(exercise, nextStatusChange(input, statuses));
    return { input, statuses };
  }

  async function visibleExercises(principal: Principal): Promise<ExerciseDoc[]> {
    const all =
      principal.kind === 'customer'
        ? await repo.listByClient(principal.client)
        : await repo.listAll();
    return all.filter((exercise) => canList(principal, exercise));
  }

  /** The exercise a report names (docs/reports.md): see reportExercise. */
  const exerciseNamed = (reader: ReportReader, group: string, client?: string) =>
    reportExercise(repo, reader, group, client);

  return {
    /** The dashboard: credits, subscription and each visible order with its players' runs. */
    async customerData(principal: Principal): Promise<CustomerData> {
      if (principal.kind !== 'customer') throw forbidden(REPORT_MESSAGES.noAccess);
      const client = await clients.findByName(principal.client);
      if (!client) throw forbidden('Your account does not belong to a client.');
      const exercises = await visibleExercises(principal);
      const at = now();
      const groups = await Promise.all(
        exercises.map(async (exercise) => {
          const { input, statuses } = await withStatuses(exercise, at);
          return exerciseGroup(input, statuses);
        }),
      );
      return {
        credit: Math.max(0, client.credit),
        creditSpent: Math.max(0, client.creditSpent),
        subscribedOn: client.subscribedOn,
        subscribedUntil: client.subscribedUntil,
        // Credits are topped up by the admin; there is no automatic refill to announce.
        nextRefill: null,
        exercises: groups,
      };
    },

    /** The reports list: every visible exercise (a trainer: those it trains). */
    async reports(principal: Principal): Promise<ReportItem[]> {
      if (principal.kind === 'customer' && !canSeeReports(principal.role))
        throw forbidden(REPORT_MESSAGES.noAccess, 'forbidden');
      return (await visibleExercises(principal)).map((exercise) => ({
        scenario: exercise.scenario.title,
        name: exercise.identifier,
        date: exercise.date,
        type: exercise.facilitated ? 'Facilitated' : 'Automated',
        ...(exercise.trainers.length > 0 ? { trainer: exercise.trainers.join(', ') } : {}),
        ...(principal.kind === 'staff' ? { client: exercise.client } : {}),
      }));
    },

    async responses(principal: ReportReader, group: string, client?: string): Promise<ReportData> {
      const exercise = await exerciseNamed(principal, group, client);
      assertCanSeeReport(principal, exercise);
      const { input, statuses } = await withStatuses(exercise, now());
      return { ...buildReport(input, statuses), ...(await reportHeader(input, statuses, clients)) };
    },

    async replay(
      principal: ReportReader,
      input: { group: string; player: string; minute: number; client?: string },
    ): Promise<Replay> {
      const exercise = await exerciseNamed(principal, input.group, input.client);
      assertCanSeeReport(principal, exercise);
      const player = await repo.players.findByUser(exercise._id, input.player.trim().toLowerCase());
      const loaded = player && (await games.load(exercise)).games.get(player._id);
      if (!player || !loaded) throw notFound(REPORT_MESSAGES.unknownPlayer, 'unknown_player');
      const social = await repo.social.forPlayer(exercise._id, player._id);
      return replayAt(loaded, social, input.minute, (eventId) =>
        repo.players.readAtOf(player, eventId),
      );
    },

    /** Extend: the player's link stays open EXTEND_DAYS days longer (from now if expired). */
    async extend(
      principal: Principal,
      input: { exerciseName: string; code: string },
    ): Promise<Status> {
      const scope = principal.kind === 'customer' ? principal.client : undefined;
      const exercise = await repo.findByIdentifier(input.exerciseName, scope);
      if (!exercise) throw notFound(noReportOf(input.exerciseName), 'not_found');
      assertCanModify(principal, exercise);
      if (exercise.facilitated)
        throw badRequest('A facilitated exercise does not expire.', 'bad_request');
      const player = await repo.players.findByLinkToken(input.code);
      if (!player || player.exerciseId !== exercise._id)
        throw notFound(REPORT_MESSAGES.unknownPlayer, 'unknown_player');
      const until = await repo.extendExpiry(player, EXTEND_DAYS * DAY_MS, now());
      deps.changed(exercise, 'extended');
      deps.extended?.(exercise._id, player._id);
      return { type: 'success', data: extendedUntil(player.user, until) };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
