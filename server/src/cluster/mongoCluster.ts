import type { Db } from 'mongodb';
import { z } from 'zod';
import { IdText, SubjectText } from '@dojo/protocol';
import { mongoLimiters } from '../http/limiter';
import type { Logger } from '../logger';
import type { DojoIo } from '../realtime/types';
import { AdapterLink, SEND_RETRY_MS } from './adapterLink';
import type { Cluster, Relayable } from './port';
import { mongodb } from '../store/mongoDriver';

/** The capped collection the socket.io adapter writes its packets to (1 MB, oldest first out). */
export const ADAPTER_COLLECTION = 'socketIoAdapterEvents';
const ADAPTER_BYTES = 1_000_000;
/** How long presence waits for the other processes' sockets before it lists this one's. */
const REQUESTS_TIMEOUT_MS = 3_000;

/**
 * A relayed call: its name and its few arguments, ids and team names, each within the
 * protocol's subject bound (the processes are ours; what arrives is still checked).
 */
const RelayedCall = z.tuple([IdText, z.array(SubjectText).max(8)]);

/** The slice of socket.io's server-to-server channel the relay uses. */
interface ServerBus {
  serverSideEmit(channel: string, ...args: unknown[]): boolean;
  on(channel: string, listener: (...args: unknown[]) => void): unknown;
}

type Receiver = (call: string, args: string[]) => void;

/** The server-side event a process sends once it can again, after pushes it could not send. */
export const RESYNC_CHANNEL = 'cluster-resync';

export interface MongoClusterOptions {
  /** Waits before each new try of a push the adapter could not insert (tests shorten them). */
  retryMs?: readonly number[];
  /** How long `fetchSockets` waits for the other processes before answering with this one's. */
  requestsTimeout?: number;
  /** Waits between tries to reach MongoDB at start (first, doubling up to max). */
  startRetry?: { first: number; max: number };
}

/** MongoDB's codes for "no primary now" (an election, a step-down, a shutdown). */
const NO_PRIMARY = new Set([91, 189, 10107, 11600, 11602, 13435, 13436]);

/** MongoDB away or without a primary for now, as opposed to a refusal (not authorized). */
function isOutage(error: unknown): boolean {
  const { MongoError, MongoNetworkError, MongoServerSelectionError } = mongodb();
  return (
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    (error instanceof MongoError && typeof error.code === 'number' && NO_PRIMARY.has(error.code))
  );
}

/**
 * Asks MongoDB again while it does not answer (no primary yet at start), logging each failure:
 * the process does not serve meanwhile (503) instead of failing its start. Any other error
 * (not authorized) fails the start at once.
 */
async function patiently<R>(
  logger: Pick<Logger, 'warn'>,
  delays: { first: number; max: number },
  attempt: () => Promise<R>,
): Promise<R> {
  for (let wait = delays.first; ; wait = Math.min(wait * 2, delays.max)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isOutage(error)) throw error;
      logger.warn(
        { err: error, retryInMs: wait },
        'the cluster cannot reach MongoDB yet; trying again',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Creates the adapter's capped collection once; another process may have made it first. */
async function adapterCollection(db: Db) {
  try {
    await db.createCollection(ADAPTER_COLLECTION, { capped: true, size: ADAPTER_BYTES });
  } catch (error) {
    if ((error as { codeName?: string }).codeName !== 'NamespaceExists') throw error;
  }
  return db.collection(ADAPTER_COLLECTION);
}

/** Change streams need a replica set (or a sharded cluster, `isdbgrid`); a standalone has none. */
async function hasChangeStreams(db: Db): Promise<boolean> {
  const hello = await db.admin().command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

export const STANDALONE_WARNING =
  'MongoDB is a standalone server, not a replica set: pushes and runner updates stay on this ' +
  'process, so run only one server process (docs/scaling.md).';

/**
 * Several processes over one MongoDB replica set (docs/scaling.md): rooms span processes
 * through @socket.io/mongo-adapter (a change stream on a capped collection), relayed calls
 * travel as socket.io server-side events over the same adapter, and rate-limit counters
 * live in one shared collection. On a standalone server (no change streams) the counters are
 * still shared, and pushes and relayed calls stay on this process, with a warning.
 */
export async function mongoCluster(
  db: Db,
  logger: Pick<Logger, 'warn'>,
  options: MongoClusterOptions = {},
): Promise<Cluster> {
  const retry = options.startRetry ?? { first: 1_000, max: 30_000 };
  if (!(await patiently(logger, retry, () => hasChangeStreams(db)))) {
    logger.warn(STANDALONE_WARNING);
    return {
      kind: 'mongodb',
      limiters: mongoLimiters(db),
      attach: () => undefined,
      everywhere: (_channel, target) => target,
      onResync: () => undefined,
      close: () => Promise.resolve(),
    };
  }
  const collection = await patiently(logger, retry, () => adapterCollection(db));
  const receivers = new Map<string, Receiver>();
  const resyncs: Array<() => void> = [];
  let bus: ServerBus | null = null;
  let adapter: { close(): Promise<void> | void } | null = null;
  const resync = () => {
    logger.warn('this process may have missed what other processes sent: resyncing');
    for (const listener of resyncs) listener();
  };
  const link = new AdapterLink(
    collection,
    {
      missed: resync,
      unsentRecovered: () => bus?.serverSideEmit(RESYNC_CHANNEL),
      reachable: (now, error) =>
        logger.warn(
          { err: error },
          now
            ? 'MongoDB answers again: pushes reach the other processes'
            : 'MongoDB does not answer: pushes reach only this process’s sockets until it does',
        ),
    },
    options.retryMs ?? SEND_RETRY_MS,
  );

  function listen(channel: string, receive: Receiver): void {
    bus?.on(channel, (...payload: unknown[]) => {
      const call = RelayedCall.safeParse(payload);
      if (call.success) receive(...call.data);
      else logger.warn({ channel }, 'ignored a malformed call from another process');
    });
  }

  return {
    kind: 'mongodb',
    limiters: mongoLimiters(db),
    attach(io: DojoIo) {
      io.adapter(link.adapter({ requestsTimeout: options.requestsTimeout ?? REQUESTS_TIMEOUT_MS }));
      adapter = io.of('/').adapter;
      bus = io;
      bus.on(RESYNC_CHANNEL, resync);
      for (const [channel, receive] of receivers) listen(channel, receive);
    },
    everywhere<T extends Relayable<T>>(channel: string, target: T, calls: readonly (keyof T)[]) {
      const known = new Set<keyof T>(calls);
      const receive: Receiver = (call, args) => {
        if (known.has(call as keyof T)) void target[call as keyof T](...args);
      };
      receivers.set(channel, receive);
      if (bus) listen(channel, receive);
      const relayed = { ...target };
      for (const call of calls) {
        relayed[call] = ((...args: string[]) => {
          bus?.serverSideEmit(channel, call, args);
          return target[call](...args);
        }) as T[keyof T];
      }
      return relayed;
    },
    onResync(listener) {
      resyncs.push(listener);
    },
    async close() {
      link.stop();
      // Ends the heartbeat and the change stream, which would otherwise outlive the store.
      await adapter?.close();
      adapter = null;
      bus = null;
    },
  };
}
