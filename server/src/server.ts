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
import { scenariosRepo } from './features/catalogue/scenarios.repo';
import { seedDemoData } from './demo/seed';

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  logger: Logger;
  /** Requests being answered right now (a shutdown waits for them). */
  inFlightRequests(): number;
  close(): Promise<void>;
}

/** The composition root: opens the store, wires every feature, listens. */
export async function startServer(config: Config): Promise<RunningServer> {
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
  const guards = createGuards(tokens, accounts);
  const publisher = new Publisher();
  const auth = authService({ accounts, clients, tokens, publisher });

  const inFlight = new InFlight();
  const app = createApp({
    logger,
    inFlight,
    webDist: config.WEB_DIST,
    routers: [
      healthRoutes(store.kind),
      authRoutes({ auth, guards, loginLimit: config.LOGIN_RATE_LIMIT }),
      catalogueRoutes({ scenarios }),
    ],
  });
  const httpServer = http.createServer(app);
  const { io } = createSocketServer(httpServer, { guards, publisher, logger });

  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info({ port, store: store.kind }, 'Incident Dojo is listening');

  let closing: Promise<void> | null = null;
  async function shutdown(): Promise<void> {
    const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
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
