import type { AppContext, Feature } from '../context';
import { webhookEvents } from './webhookEvents';
import { webhookExpiry } from './webhookExpiry';
import { webhookSender } from './webhookSender';
import { webhooksRepo } from './webhooks.repo';
import { webhooksRoutes } from './webhooks.routes';
import { clientScope, webhooksService } from './webhooks.service';
import { learningRecordEvents } from './xapi/learningRecordEvents';
import { learningRecordsRepo } from './xapi/learningRecords.repo';
import { learningRecordsRoutes } from './xapi/learningRecords.routes';
import { learningRecordsService } from './xapi/learningRecords.service';
import { lrsSender } from './xapi/lrsSender';

/**
 * What reaches a client's other systems (docs/integrations.md): signed webhooks and xAPI
 * learning records. The
 * game's domain events become messages stored and sent through the job queue; no other
 * feature knows of it.
 */
export function integrationsFeature(ctx: AppContext): Feature {
  const { config, logger, store, repos, clock, events, guards } = ctx;
  const now = () => clock.now();
  const allowPrivate = config.OUTBOUND_ALLOW_PRIVATE ?? false;
  const repo = webhooksRepo(store);
  const sender = webhookSender({
    repo,
    jobs: ctx.shared.jobs,
    now,
    sentAt: () => Date.now(),
    logger,
    settings: {
      allowPrivate,
      timeoutMs: config.OUTBOUND_TIMEOUT_MS,
      retries: config.WEBHOOK_RETRIES,
      retryDelayMs: config.WEBHOOK_RETRY_DELAY_MS,
    },
  });
  const tell = webhookEvents({ repo, repos, sender });
  const expiry = webhookExpiry({ jobs: ctx.shared.jobs, repos, ended: tell.ended, now });
  const webhooks = webhooksService({ repo, clients: repos.clients, sender, now, allowPrivate });
  const lrsRepo = learningRecordsRepo(store);
  const lrs = lrsSender({
    repo: lrsRepo,
    jobs: ctx.shared.jobs,
    now,
    logger,
    settings: {
      allowPrivate,
      timeoutMs: config.OUTBOUND_TIMEOUT_MS,
      retryDelayMs: config.LRS_RETRY_DELAY_MS,
    },
  });
  const records = learningRecordEvents({
    repo: lrsRepo,
    repos,
    games: ctx.shared.games,
    sender: lrs,
    now,
    base: (config.PUBLIC_URL ?? 'https://incident-dojo.invalid').replace(/\/+$/, ''),
  });
  const learningRecords = learningRecordsService({
    repo: lrsRepo,
    clientOf: clientScope(repos.clients),
    now,
    allowPrivate,
  });

  const started = (async () => {
    await repo.ensureIndexes();
    await lrsRepo.ensureIndexes();
    await sender.resume(await repo.listUnsettled());
    await lrs.resume();
  })();
  ctx.startup.track('webhooks', started);
  started.catch((error: unknown) => logger.error({ err: error }, 'webhooks did not start'));

  // Work an event started is awaited on close; none starts once closing.
  const pending = new Set<Promise<unknown>>();
  let closing = false;
  const afterStart = (work: () => Promise<unknown>) => {
    if (closing) return;
    const run = started
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'a webhook could not be queued'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };
  events.on('exerciseCreated', ({ exerciseId }) => {
    afterStart(() => tell.ordered(exerciseId));
    afterStart(() => expiry.exerciseCreated(exerciseId));
  });
  events.on('playerJoined', ({ exerciseId, playerId }) => {
    afterStart(() => tell.started(exerciseId));
    afterStart(() => records.launched(exerciseId, playerId));
  });
  events.on('playerAnswered', ({ exerciseId, playerId, eventId, team }) =>
    afterStart(() => records.answered(exerciseId, playerId, eventId, team)),
  );
  events.on('playerFinished', ({ exerciseId, playerId }) => {
    afterStart(() => tell.playerFinished(exerciseId, playerId));
    afterStart(() => records.finished(exerciseId, playerId));
  });
  // Erasure (docs/security.md): what a message said of a removed exercise or a person goes.
  events.on('exerciseRemoved', async ({ exerciseId }) => {
    await expiry.exerciseRemoved(exerciseId);
    return {
      webhookDeliveries: await repo.removeForExercise(exerciseId),
      xapiStatements: await lrsRepo.removeForExercise(exerciseId),
    };
  });
  events.on('exerciseReset', async ({ exerciseId }) => ({
    webhookDeliveries: await repo.removeForExercise(exerciseId),
    xapiStatements: await lrsRepo.removeForExercise(exerciseId),
  }));
  events.on('personForgotten', async ({ playerIds }) => ({
    webhookDeliveries: await repo.removeForPlayers(playerIds),
    xapiStatements: await lrsRepo.removeForPlayers(playerIds),
  }));
  events.on('clientRemoved', async ({ client }) => ({
    webhooks: await repo.removeForClient(client),
    learningRecordStores: await lrsRepo.removeForClient(client),
  }));
  events.on('emailsHidden', async () => ({
    webhookDeliveries: await repo.removeNamingPlayers(),
    xapiStatements: await lrsRepo.removeAll(),
  }));

  return {
    routers: [
      webhooksRoutes({ guards, webhooks }),
      learningRecordsRoutes({ guards, learningRecords }),
    ],
    async close() {
      closing = true;
      await started.catch(() => undefined);
      await Promise.allSettled([...pending]);
    },
  };
}
