import type { AddressInfo } from 'node:net';
import type { AppContext, Feature } from '../context';
import { exerciseLifecycle } from '../jobs/exerciseLifecycle';
import { subscriptionJobs } from '../jobs/subscriptions';
import { forgetCancellations } from './cancellations';
import { crashSwitch } from './crashSwitch';
import { exerciseMail } from './exerciseMail';
import { mailErasure } from './mail.erasure';
import { mailRoutes } from './mail.routes';
import { mailService } from './mail.service';
import { mailer } from './mailer';
import { publicHost } from './identity';
import { messagesRepo } from './messages.repo';
import { pacingRepo } from './pacing.repo';
import { outboxReader } from './outbox';
import { invitationProgress } from './progress';
import { recipients } from './recipients';
import { createMailTransport, outboxDir } from './transport';
import { MAIL_STATES } from '../metrics/metrics';
import { stillDue } from './stillDue';

/** A restart re-checks the jobs of exercises created this recently (docs/mail-and-jobs.md). */
const RECHECK_DAYS = 30;

/**
 * Mail (nodemailer, or the outbox) and the persistent jobs (agenda) that send it on time:
 * invitations on the order's date, reminders, the facilitator's link, expiry and results
 * notices, monthly refills and the end of subscriptions.
 */
export function mailFeature(ctx: AppContext): Feature {
  const { config, logger, store, repos, clock, events, publisher, guards, cluster } = ctx;
  const now = () => clock.now();
  let listening: AddressInfo | null = null;
  const publicUrl = () => {
    if (config.PUBLIC_URL) return config.PUBLIC_URL;
    const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
    return `http://${host}:${listening?.port ?? config.PORT}`;
  };

  const { jobs } = ctx.shared;
  const transport = createMailTransport(config);
  const messages = messagesRepo(store);
  // The outbox folder is erased even over SMTP: it may hold files from before the switch.
  const outboxFiles = outboxReader(outboxDir(config));
  const forgetSent = forgetCancellations({ messages, outbox: outboxFiles });
  const progress = invitationProgress({ publisher, exercises: repos.exercises, messages });
  const send = mailer({
    messages,
    pacing: pacingRepo(store),
    // One counter per client for every process (MongoDB), this process's memory otherwise.
    limiter: cluster.limiters('mail', config.MAIL_RATE_PER_MINUTE, 60),
    transport,
    jobs,
    now,
    logger,
    stillDue: stillDue({ exercises: repos.exercises, players: repos.players, now }),
    onDelivered: (message) => {
      progress.delivered(message);
      void forgetSent(message).catch((error: unknown) =>
        logger.error({ err: error, key: message._id }, 'a sent cancellation was not erased'),
      );
    },
    crash: crashSwitch(config),
    settings: {
      from: config.MAIL_FROM,
      retries: config.MAIL_RETRIES,
      retryDelayMs: config.MAIL_RETRY_DELAY_MS,
      ratePerMinute: config.MAIL_RATE_PER_MINUTE,
      pollMs: config.JOBS_POLL_MS,
      bounceAddress: config.MAIL_BOUNCE_ADDRESS ?? null,
      host: () => publicHost(publicUrl()),
    },
  });
  const who = recipients({ accounts: repos.accounts, clients: repos.clients, publicUrl });
  const mail = exerciseMail({
    exercises: repos.exercises,
    players: repos.players,
    recipients: who,
    mailer: send,
  });
  const lifecycle = exerciseLifecycle({
    jobs,
    exercises: repos.exercises,
    players: repos.players,
    mail,
    now,
  });
  const subscriptions = subscriptionJobs({
    jobs,
    clients: repos.clients,
    creditChanges: repos.creditChanges,
    mailer: send,
    now,
    logger,
  });

  async function start(): Promise<void> {
    await messages.ensureIndexes();
    await subscriptions.schedule();
    // Whatever a crash interrupted: an order's jobs, a stored message's send.
    const since = new Date(now() - RECHECK_DAYS * 86_400_000).toISOString();
    for (const { _id } of await repos.exercises.listCreatedSince(since))
      await lifecycle.exerciseCreated(_id);
    await send.resume();
    logger.info({ transport: transport.kind }, 'mail and jobs started');
  }
  const started = start();
  ctx.startup.track('mail and jobs', started);
  ctx.metrics.watchMail(() => messages.countByState(MAIL_STATES));
  started.catch((error: unknown) => logger.error({ err: error }, 'mail and jobs did not start'));
  // Work an event started is awaited on close, and none starts once closing: a shutdown never
  // leaves a job reading a store that has closed under it.
  const pending = new Set<Promise<unknown>>();
  let closing = false;
  const afterStart = (work: () => Promise<unknown>) => {
    if (closing) return;
    const run = started
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'mail job failed'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };
  events.on('exerciseCreated', ({ exerciseId }) =>
    afterStart(() => lifecycle.exerciseCreated(exerciseId)),
  );
  events.on('playerFinished', ({ exerciseId }) =>
    afterStart(() => lifecycle.playerFinished(exerciseId)),
  );
  events.on('playerExtended', ({ exerciseId, playerId }) =>
    afterStart(() => mail.extended(exerciseId, playerId)),
  );

  const service = mailService({
    exercises: repos.exercises,
    players: repos.players,
    messages,
    mail,
    now,
    transport: transport.kind,
    bounceAddress: config.MAIL_BOUNCE_ADDRESS ?? null,
    onBounced: progress.delivered,
  });
  const outbox = transport.kind === 'outbox' ? outboxFiles : null;
  mailErasure(events, {
    messages,
    jobs,
    lifecycle,
    outbox: outboxFiles,
    ready: started,
    mailer: send,
    now,
  });
  return {
    routers: [
      mailRoutes({ guards, service, outbox, bounceSecret: config.MAIL_BOUNCE_SECRET ?? null }),
    ],
    attach(io) {
      // Links name this server when PUBLIC_URL is unset (its port is known once it listens).
      io.httpServer.once('listening', () => {
        listening = io.httpServer.address() as AddressInfo;
      });
    },
    async close() {
      closing = true;
      await started.catch(() => undefined);
      await Promise.allSettled([...pending]);
      progress.close();
      // The send runs use the transport: the queue stops before it closes.
      await jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
      transport.close();
    },
  };
}
