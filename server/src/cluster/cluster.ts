import type { Config } from '../config';
import { makeLimiter, type LimiterFactory } from '../http/limiter';
import type { Logger } from '../logger';
import type { DojoIo } from '../realtime/types';
import { mongoDatabase } from '../store/mongo';
import type { Store } from '../store';
import { mongoCluster } from './mongoCluster';

/** Calls whose arguments are a few short strings (ids), so they can travel between processes. */
export type Relayable<T> = { [K in keyof T]: (...args: string[]) => unknown };

/**
 * What several server processes share, chosen once by the composition root (docs/scaling.md):
 * one process on the embedded store, every process of the deployment on MongoDB.
 */
export interface Cluster {
  readonly kind: 'one-process' | 'mongodb';
  /** Makes the rate-limit counters: this process's memory, or MongoDB's shared collection. */
  readonly limiters: LimiterFactory;
  /** Installs the socket.io adapter, so a push to a room reaches its sockets on any process. */
  attach(io: DojoIo): void;
  /**
   * Wraps `target` so a call runs here and on every other process too (the runner's
   * invalidations: each process re-projects the players whose sockets it serves).
   */
  everywhere<T extends Relayable<T>>(channel: string, target: T, calls: readonly (keyof T)[]): T;
  /** Stops listening to the other processes (before the store closes). */
  close(): Promise<void>;
}

/** One process: in-memory counters, socket.io's in-memory adapter, calls stay here. */
export const oneProcess: Cluster = {
  kind: 'one-process',
  limiters: makeLimiter,
  attach: () => undefined,
  everywhere: (_channel, target) => target,
  close: () => Promise.resolve(),
};

/** The one switch: MongoDB spreads over processes; the embedded store is one process. */
export async function clusterFor(
  config: Pick<Config, 'MONGODB_URI'>,
  store: Store,
  logger: Pick<Logger, 'warn'>,
): Promise<Cluster> {
  const db = config.MONGODB_URI ? mongoDatabase(store) : null;
  return db ? mongoCluster(db, logger) : oneProcess;
}
