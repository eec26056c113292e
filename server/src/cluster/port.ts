import type { LimiterFactory } from '../http/limiter';
import type { DojoIo } from '../realtime/types';

/** Calls whose arguments are a few short strings (ids), so they can travel between processes. */
export type Relayable<T> = { [K in keyof T]: (...args: string[]) => unknown };

/**
 * What several server processes share, chosen once by the composition root (docs/scaling.md):
 * one process on the embedded store, every process of the deployment on MongoDB. Its own file
 * so both engines (cluster.ts, mongoCluster.ts) import it and neither imports the other's.
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
  /**
   * Hears when this process may have missed what other processes sent (a change-stream gap
   * past the oplog window, or another process that could not send for a while): whoever
   * serves sockets from relayed calls re-reads it (the runner re-projects its players' views).
   * Never heard on one process.
   */
  onResync(listener: () => void): void;
  /** Stops listening to the other processes (before the store closes). */
  close(): Promise<void>;
}
