import type { AppContext, Feature } from '../context';
import { reportGames } from './reportGames';
import { learningRecordsRepo } from '../integrations/xapi/learningRecords.repo';
import { reportExercise, reportReaderGuard } from './reportReader';
import { reportsLive } from './reports.live';
import { reportsRepo } from './reports.repo';
import { reportsRoutes } from './reports.routes';
import { reportsService } from './reports.service';
import { evidenceKeys } from './evidence/evidenceKey';
import { evidenceRoutes } from './evidence/evidence.routes';
import { evidenceService } from './evidence/evidence.service';
import { signingKeysRepo } from './evidence/signingKeys.repo';

/**
 * The customer's results (docs/reports.md): the dashboard, reports, replay and extend
 * calls, and the live `report.changed` pushes, fired by the game's domain events.
 */
export function reportsFeature(ctx: AppContext): Feature {
  const { repos, clock, events } = ctx;
  const repo = reportsRepo(repos);
  const live = reportsLive({ repo, publisher: ctx.publisher, clock });
  const reports = reportsService({
    repo,
    clients: repos.clients,
    games: reportGames({ repo, games: ctx.shared.games }),
    clock,
    changed: live.changed,
    extended: (exerciseId, playerId) => events.emit('playerExtended', { exerciseId, playerId }),
    statusChangesAt: live.statusChangesAt,
    finished: (exerciseId, playerId) => events.emit('playerFinished', { exerciseId, playerId }),
  });

  const keys = evidenceKeys(signingKeysRepo(ctx.store), () => new Date(clock.now()).toISOString());
  const learningRecords = learningRecordsRepo(ctx.store);
  const evidence = evidenceService({
    reports,
    keys,
    clock,
    // The learning records (docs/integrations.md) the exercise made, each with its delivery.
    statementsOf: async (principal, { group, client }) => {
      const exercise = await reportExercise(repo, principal, group, client);
      const statements = await learningRecords.listForExercise(exercise._id);
      if (statements.length === 0) return undefined;
      const shown = statements.map((doc) => ({
        id: doc._id,
        state: doc.state,
        ...(doc.sentAt ? { sentAt: doc.sentAt } : {}),
        statement: JSON.parse(doc.statement) as unknown,
      }));
      return `${JSON.stringify(shown, null, 2)}\n`;
    },
  });

  events.on('playerJoined', ({ exerciseId }) => live.activity(exerciseId, 'joined'));
  events.on('playerRead', ({ exerciseId }) => live.activity(exerciseId, 'read'));
  events.on('playerAnswered', ({ exerciseId }) => live.activity(exerciseId, 'answered'));
  events.on('playerPosted', ({ exerciseId }) => live.activity(exerciseId, 'player'));
  events.on('exerciseChanged', ({ exerciseId }) => live.activity(exerciseId, 'exercise'));
  events.on('playerChanged', ({ exerciseId }) => live.activity(exerciseId, 'exercise'));
  // Every change of a player's status is pushed, not only the first (docs/reports.md, "Live").
  events.on('playerStarted', ({ exerciseId }) => live.activity(exerciseId, 'started'));
  events.on('playerFinished', ({ exerciseId }) => live.activity(exerciseId, 'finished'));
  events.on('exerciseRemoved', ({ exerciseId }) => live.activity(exerciseId, 'removed'));

  return {
    routers: [
      reportsRoutes({
        guards: ctx.guards,
        reader: reportReaderGuard(ctx.guards.customerOrAdmin, ctx.guards.facilitator),
        reports,
      }),
      evidenceRoutes({ guards: ctx.guards, evidence, keys, publicUrl: ctx.config.PUBLIC_URL }),
    ],
    commands: live.routeFollow,
    close: live.close,
  };
}
