import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { openStore, type Store } from './store';
import { MIGRATIONS, runMigrations, watchSchema } from './store/migrations';
import { systemClock, type WallClock } from './core/clock';
import { compose } from './app/compose';
import { ShiftedClock } from './app/shiftedClock';
import type { DomainEvents } from './core/domainEvents';
import type { AppContext } from './features/context';
import type { Repos } from './features/repos';
import { printDemoLinks } from './demo/exercises';
import { lockDataDir, type DataDirLock } from './store/dataDirLock';

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** The repos the server runs on (tests read and arrange the store through them). */
  repos: Repos;
  events: DomainEvents;
  /** The services built once and shared by features (tests check they are the same). */
  shared: AppContext['shared'];
  logger: Logger;
  /** Requests being answered right now (a shutdown waits for them). */
  inFlightRequests(): number;
  close(): Promise<void>;
}

/**
 * What tests swap: the one wall clock (and timers) the whole server runs on. Without one, a
 * NODE_ENV=test server runs on a clock browser tests can move forward; any other, real time.
 */
export interface ServerOverrides {
  clock?: WallClock;
}

/** Opens the store, composes the server (app/compose.ts), listens; and shuts down in order. */
export async function startServer(
  config: Config,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const clock =
    overrides.clock ??
    (config.NODE_ENV === 'test' ? new ShiftedClock(config.TEST_CLOCK_OFFSET_MS) : systemClock);
  const logger = createLogger(config);
  // One process per data folder, and nothing of it touched before this one can serve: the
  // lock first, then the port, and only then the store (opening compacts every datafile) and
  // its migrations (docs/operations.md, 'Starting').
  const lock: DataDirLock | null = config.MONGODB_URI ? null : lockDataDir(config.DATA_DIR);
  const httpServer = http.createServer();
  let handler: http.RequestListener = (_request, response) => {
    response.writeHead(503, { 'retry-after': '1' }).end();
  };
  httpServer.on('request', (request, response) => handler(request, response));
  let store: Store | undefined;
  let stopSchemaWatch = (): void => {};
  let composed: Awaited<ReturnType<typeof compose>>;
  try {
    await listen(httpServer, config.PORT, config.HOST);
    store = await openStore({
      mongodbUri: config.MONGODB_URI,
      dbName: config.MONGODB_DB,
      dataDir: config.DATA_DIR,
    });
    const migrated = await runMigrations(store, MIGRATIONS);
    if (migrated.ran.length > 0) logger.info(migrated, 'store migrated');
    // A newer release starting beside this one stops this one's writes (docs/operations.md).
    const opened = store;
    stopSchemaWatch = watchSchema(opened, MIGRATIONS, {
      onNewer: (error) => logger.error({ err: error }, 'a newer release migrated the data'),
    });
    composed = await compose({ config, store: opened, clock, logger });
  } catch (error) {
    stopSchemaWatch();
    await new Promise((resolve) => httpServer.close(resolve));
    await store?.close();
    lock?.release();
    throw error;
  }
  const openedStore = store;
  const { inFlight } = composed;
  handler = composed.app;
  const io = composed.attachSockets(httpServer);

  const { port } = httpServer.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info({ port, store: openedStore.kind }, 'Incident Dojo is listening');
  if (config.DEMO_DATA && config.NODE_ENV === 'development')
    await printDemoLinks(composed.ctx.repos, host, port);

  let closing: Promise<void> | null = null;
  async function shutdown(): Promise<void> {
    const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    const featuresClosed = composed.close();
    io.disconnectSockets(true);
    httpServer.closeIdleConnections();
    await inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
    httpServer.closeAllConnections();
    await httpClosed;
    await featuresClosed;
    stopSchemaWatch();
    await openedStore.close();
    lock?.release();
    logger.info('stopped');
  }

  return {
    url: `http://${host}:${port}`,
    port,
    store: openedStore,
    repos: composed.ctx.repos,
    events: composed.ctx.events,
    shared: composed.ctx.shared,
    logger,
    inFlightRequests: () => inFlight.size,
    close: () => (closing ??= shutdown()),
  };
}

/** Listens, or rejects (EADDRINUSE, EACCES) instead of crashing on the server's 'error'. */
function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
