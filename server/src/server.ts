import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { createApp } from './app';
import { createLogger, type Logger } from './logger';
import { InFlight } from './http/inFlight';
import { openStore, type Store } from './store';
import { Publisher } from './realtime/publisher';
import { createSocketServer } from './realtime/socketServer';
import { accountsRepo } from './features/auth/accounts.repo';
import { authRoutes } from './features/auth/auth.routes';
import { authService } from './features/auth/auth.service';
import { ensureAdmin } from './features/auth/bootstrap';
import { createGuards } from './features/auth/guards';
import { loadSecret, TokenService } from './features/auth/tokens';
import { clientsRepo } from './features/clients/clients.repo';
import { healthRoutes } from './features/health/health.routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { scenariosRepo } from './features/scenarios/scenarios.repo';
import { editorBackOffice } from './features/scenarios/backOffice';
import { seedDemoData } from './demo/seed';
import { exercisesFeature } from './features/exercises/exercisesFeature';
import { printDemoLinks } from './demo/exercises';
import { playersRepo } from './features/exercises/players.repo';
import { playerResolver } from './features/player/playerAccess';
import { playerFeature } from './features/player/playerFeature';
import { systemClock, type WallClock } from './realtime/runner/wallClock';
import { adminFeature } from './features/admin/adminFeature';

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  logger: Logger;
  /** Requests being answered right now (a shutdown waits for them). */
  inFlightRequests(): number;
  close(): Promise<void>;
}

/** What tests swap: the wall clock (and timers) the game runs on. */
export interface ServerOverrides {
  clock?: WallClock;
}

/** The composition root: opens the store, wires every feature, listens. */
export async function startServer(
  config: Config,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const clock = overrides.clock ?? systemClock;
  const logger = createLogger(config);
  const store = await openStore({
    mongodbUri: config.MONGODB_URI,
    dbName: config.MONGODB_DB,
    dataDir: config.DATA_DIR,
  });

  const accounts = accountsRepo(store);
  const clients = clientsRepo(store);
  const scenarios = scenariosRepo(store);
  await accounts.ensureIndexes();
  await ensureAdmin(accounts, config, logger);
  if (config.DEMO_DATA) await seedDemoData(store, logger);

  const tokens = new TokenService(
    await loadSecret(store, config.JWT_SECRET),
    config.TOKEN_TTL_HOURS,
  );
  const guards = createGuards(tokens, accounts, playerResolver(playersRepo(store), clock));
  const publisher = new Publisher(() => clock.now(), config.NODE_ENV !== 'production');
  const auth = authService({ accounts, clients, tokens, publisher });

  const editor = await editorBackOffice({ store, guards, config });
  const player = await playerFeature({ store, clients, tokens, publisher, clock, logger });
  const game = await exercisesFeature({
    store,
    guards,
    publisher,
    gameEvents: player.runner,
    now: () => clock.now(),
  });

  const inFlight = new InFlight();
  const app = createApp({
    logger,
    inFlight,
    webDist: config.WEB_DIST,
    routers: [
      ...(await adminFeature({ store, guards, now: () => clock.now() })).routers,
      healthRoutes(store.kind),
      authRoutes({ auth, guards, loginLimit: config.LOGIN_RATE_LIMIT }),
      catalogueRoutes({ scenarios }),
      player.routes(guards),
      ...editor.routers,
      ...game.routers,
    ],
  });
  const httpServer = http.createServer(app);
  const { io } = createSocketServer(httpServer, {
    guards,
    publisher,
    logger,
    resolveFacilitator: game.resolveFacilitator,
  });
  player.runner.attach(io);

  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info({ port, store: store.kind }, 'Incident Dojo is listening');
  if (config.DEMO_DATA && config.NODE_ENV === 'development')
    await printDemoLinks(store, host, port);

  let closing: Promise<void> | null = null;
  async function shutdown(): Promise<void> {
    const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    player.runner.close();
    io.disconnectSockets(true);
    httpServer.closeIdleConnections();
    await inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
    httpServer.closeAllConnections();
    await httpClosed;
    await store.close();
    logger.info('stopped');
  }

  return {
    url: `http://${host}:${port}`,
    port,
    store,
    logger,
    inFlightRequests: () => inFlight.size,
    close: () => (closing ??= shutdown()),
  };
}
