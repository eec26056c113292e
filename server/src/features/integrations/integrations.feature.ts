import type { AppContext, Feature } from '../context';
import { webhookEvents } from './webhookEvents';
import { webhookSender } from './webhookSender';
import { webhooksRepo } from './webhooks.repo';
import { webhooksRoutes } from './webhooks.routes';
import { webhooksService } from './webhooks.service';

/**
 * What reaches a client's other systems (docs/integrations.md): signed webhooks now. The
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
  const webhooks = webhooksService({ repo, clients: repos.clients, sender, now, allowPrivate });

  const started = (async () => {
    await repo.ensureIndexes();
    await sender.resume(await repo.listUnsettled());
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
  events.on('exerciseCreated', ({ exerciseId }) => afterStart(() => tell.ordered(exerciseId)));
  events.on('playerJoined', ({ exerciseId }) => afterStart(() => tell.started(exerciseId)));
  events.on('playerFinished', ({ exerciseId, playerId }) =>
    afterStart(() => tell.playerFinished(exerciseId, playerId)),
  );
  // Erasure (docs/security.md): what a message said of a removed exercise or a person goes.
  events.on('exerciseRemoved', async ({ exerciseId }) => ({
    webhookDeliveries: await repo.removeForExercise(exerciseId),
  }));
  events.on('exerciseReset', async ({ exerciseId }) => ({
    webhookDeliveries: await repo.removeForExercise(exerciseId),
  }));
  events.on('personForgotten', async ({ playerIds }) => ({
    webhookDeliveries: await repo.removeForPlayers(playerIds),
  }));
  events.on('clientRemoved', async ({ client }) => ({
    webhooks: await repo.removeForClient(client),
  }));
  events.on('emailsHidden', async () => ({
    webhookDeliveries: await repo.removeNamingPlayers(),
  }));

  return {
    routers: [webhooksRoutes({ guards, webhooks })],
    async close() {
      closing = true;
      await started.catch(() => undefined);
      await Promise.allSettled([...pending]);
    },
  };
}
