import type { Server as HttpServer } from 'node:http';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store';
import { createApp } from '../app';
import { clusterFor } from '../cluster/cluster';
import { callerIdentifier } from './callers';
import { InFlight } from '../http/inFlight';
import { Publisher } from '../realtime/publisher';
import { isRunnerScope } from '../features/player/runner/scopes';
import { createSocketServer, type SocketAccess } from '../realtime/socketServer';
import type { DojoIo } from '../realtime/types';
import { DEMO_DATA_WARNING, seedDemoData } from '../demo/seed';
import { adminFeature } from '../features/admin/admin.feature';
import { authFeature } from '../features/auth/auth.feature';
import { sessionRoom } from '../features/auth/auth.service';
import { ensureAdmin } from '../features/auth/bootstrap';
import { sealTotpSecrets } from '../features/auth/sealTotpSecrets';
import { secretBox } from '../features/auth/secretBox';
import { createGuards } from '../features/auth/guards';
import { factorPolicy } from '../features/auth/factorPolicy';
import { lastSeen } from '../features/auth/sessions.service';
import { auditService } from '../features/auth/audit.service';
import { loadSecret, TokenService } from '../features/auth/tokens';
import { catalogueFeature } from '../features/catalogue/catalogue.feature';
import { creditsFeature } from '../features/credits/credits.feature';
import { creditsService } from '../features/credits/credits.service';
import { ORDER_GRACE_MS, recoverUnfinishedOrders } from '../features/exercises/exerciseCreator';
import { exercisesFeature } from '../features/exercises/exercises.feature';
import { facilitatorFeature } from '../features/facilitator/facilitator.feature';
import {
  facilitatorGuard,
  facilitatorResolver,
  isFacilitatorLinkToken,
} from '../features/facilitator/facilitator.guard';
import { healthFeature } from '../features/health/health.feature';
import { integrationsFeature } from '../features/integrations/integrations.feature';
import { createJobs } from '../features/jobs/jobs';
import { jobsFeature } from '../features/jobs/jobs.feature';
import { mailFeature } from '../features/mail/mail.feature';
import { mediaFeature } from '../features/media/media.feature';
import { organisationsFeature } from '../features/organisations/organisations.feature';
import { pdfsFeature } from '../features/pdfs/pdfs.feature';
import { pdfsService } from '../features/pdfs/pdfs.service';
import { erasure } from '../features/privacy/erasure';
import { playerFeature } from '../features/player/player.feature';
import { playerResolver } from '../features/player/playerAccess';
import { checkAnswersInFull } from '../http/answers';
import { playerGames } from '../features/player/playerGame';
import { ScenarioCache } from '../features/player/scenarioCache';
import { isWaitToken, waitingResolver } from '../features/player/waitToken';
import { reportsFeature } from '../features/reports/reports.feature';
import { scenariosFeature } from '../features/scenarios/scenarios.feature';
import type { WallClock } from '../core/clock';
import type { AppContext, Feature } from '../features/context';
import { DomainEvents } from '../core/domainEvents';
import { openRepos } from '../features/repos';
import { ShiftedClock, testClockRoutes } from './shiftedClock';
import { StartupWork } from '../core/startup';
import { Metrics } from '../features/metrics/metrics';
import { metricsFeature } from '../features/metrics/metrics.feature';
import { ssoFeature } from '../features/sso/sso.feature';

/**
 * Every feature of the server, in routing order. Adding a feature is two lines here: its
 * import and its entry (docs/ARCHITECTURE.md, "Adding a feature").
 */
const FEATURES: readonly ((ctx: AppContext) => Feature)[] = [
  // Most requests are players' (a poll every 5 s each): their calls are matched first, before
  // the routers of the features below, which each request would otherwise enter (issue 36).
  playerFeature,
  metricsFeature,
  healthFeature,
  ssoFeature,
  authFeature,
  adminFeature,
  catalogueFeature,
  scenariosFeature,
  pdfsFeature,
  mediaFeature,
  organisationsFeature,
  exercisesFeature,
  creditsFeature,
  facilitatorFeature,
  mailFeature,
  reportsFeature,
  integrationsFeature,
  // After every feature that defines jobs: it starts the queue.
  jobsFeature,
];

export interface Composed {
  ctx: AppContext;
  /** The express app, with every feature's routes. */
  app: ReturnType<typeof createApp>;
  inFlight: InFlight;
  /** Builds the socket server on the HTTP server and hands it to the features. */
  attachSockets(httpServer: HttpServer): DojoIo;
  /** Stops the features' timers and jobs (the caller closes sockets, HTTP and the store). */
  close(): Promise<void>;
}

/**
 * The composition root: builds every repo, service, runner and route exactly once, over
 * one store and one wall clock. server.ts only listens and shuts down.
 */
export async function compose(deps: {
  config: Config;
  store: Store;
  clock: WallClock;
  logger: Logger;
}): Promise<Composed> {
  const { config, store, clock, logger } = deps;
  // Answers are checked in full against their schemas everywhere but production (answers.ts).
  checkAnswersInFull(config.NODE_ENV !== 'production');
  const repos = await openRepos(store);
  const signingSecret = await loadSecret(store, config.JWT_SECRET);
  const tokens = new TokenService(signingSecret, config.TOKEN_TTL_HOURS);
  // Authenticator secrets are sealed at rest; the ones stored before are sealed at start.
  const box = secretBox(config.SECOND_FACTOR_KEY ?? signingSecret);
  await sealTotpSecrets(repos.accounts, box);
  await ensureAdmin(repos.accounts, config, logger, clock, box);

  const guards = {
    ...createGuards(
      tokens,
      repos.accounts,
      playerResolver(repos.players, clock),
      lastSeen(repos.sessions, clock),
      factorPolicy(repos.factorRules),
    ),
    facilitator: facilitatorGuard(repos.exercises),
  };
  const publisher = new Publisher(clock, config.NODE_ENV !== 'production', isRunnerScope);
  // The one switch between one process and several over MongoDB (docs/scaling.md).
  const cluster = await clusterFor(config, store, logger);
  const events = new DomainEvents(logger);
  const scenarios = new ScenarioCache();
  const metrics = new Metrics();
  metrics.watchStore(store);
  metrics.watchPushes(() => publisher.pushCount);
  if (config.METRICS_TOKEN) metrics.withProcessMetrics();
  const ctx: AppContext = {
    config,
    logger,
    store,
    clock,
    repos,
    events,
    publisher,
    tokens,
    guards,
    cluster,
    startup: new StartupWork(),
    metrics,
    shared: {
      pdfs: pdfsService(repos.pdfs, clock),
      credits: creditsService({ ...repos, now: () => clock.now() }),
      erasure: erasure({ journal: repos.erasures, events, clock }),
      audit: auditService({ audit: repos.audit, accounts: repos.accounts, clock }),
      secondFactorSecrets: box,
      jobs: createJobs({ store, config, logger }),
      scenarios,
      games: playerGames({ ...repos, scenarios, clock }),
    },
  };
  // On MongoDB another process may be making an order right now: recover only older ones.
  const begunBefore =
    cluster.kind === 'mongodb' ? new Date(clock.now() - ORDER_GRACE_MS).toISOString() : undefined;
  await recoverUnfinishedOrders({ ...repos, credits: ctx.shared.credits }, begunBefore);
  if (config.DEMO_DATA) {
    logger.warn(DEMO_DATA_WARNING);
    await seedDemoData(ctx);
  }

  const features = FEATURES.map((feature) => feature(ctx));
  // Every feature listens now: an erasure a crash interrupted is finished before serving. One
  // that fails again stays in the journal for the next start; the server still starts.
  await ctx.shared.erasure
    .resume()
    .catch((error: unknown) => logger.error({ err: error }, 'an unfinished erasure failed again'));
  const inFlight = new InFlight();
  const app = createApp({
    logger,
    inFlight,
    webDist: config.WEB_DIST,
    http: config,
    limiters: cluster.limiters,
    identify: callerIdentifier(tokens),
    middleware: features.flatMap((feature) => feature.middleware ?? []),
    routers: [
      // Browser tests move a NODE_ENV=test server's clock; no other server has this call.
      ...(config.NODE_ENV === 'test' && clock instanceof ShiftedClock
        ? [testClockRoutes(clock, (username) => repos.accounts.forgetTotpSteps(username))]
        : []),
      ...features.flatMap((feature) => feature.routers ?? []),
    ],
  });

  const resolveFacilitator = facilitatorResolver(repos.exercises);
  const resolveWaiting = waitingResolver(repos.waitingPlayers);
  const access: SocketAccess = {
    // An account's or a player's token is a JWT; a facilitator console sends its raw link token.
    authenticate: async (token) => {
      if (isWaitToken(token)) return { principal: await resolveWaiting(token), rooms: [] };
      if (isFacilitatorLinkToken(token))
        return { principal: await resolveFacilitator(token), rooms: [] };
      const { principal, claims } = await guards.anySessionOf(token);
      return { principal, rooms: [sessionRoom(claims.jti)] };
    },
    scopesFor: (principal) =>
      features.flatMap((feature) => feature.socketScopes?.(principal) ?? []),
  };

  return {
    ctx,
    app,
    inFlight,
    attachSockets(httpServer) {
      const { io, router } = createSocketServer(httpServer, {
        access,
        publisher,
        logger,
        clock,
        publicOrigins: config.PUBLIC_ORIGINS,
      });
      cluster.attach(io);
      for (const feature of features) {
        feature.commands?.(router);
        feature.attach?.(io);
      }
      return io;
    },
    async close() {
      await Promise.all(features.map(async (feature) => feature.close?.()));
      // Once no feature can add a job: the queue built here stops here.
      await ctx.shared.jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
      await cluster.close();
    },
  };
}
