import type { Config } from '../config';
import { makeLimiter } from '../http/limiter';
import type { Logger } from '../logger';
import { mongoDatabase } from '../store/mongo';
import type { Store } from '../store';
import { mongoCluster } from './mongoCluster';
import type { Cluster } from './port';

export type { Cluster, Relayable } from './port';

/** One process: in-memory counters, socket.io's in-memory adapter, calls stay here. */
export const oneProcess: Cluster = {
  kind: 'one-process',
  limiters: makeLimiter,
  attach: () => undefined,
  everywhere: (_channel, target) => target,
  onResync: () => undefined,
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
