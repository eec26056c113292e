import { Agenda, type AgendaBackend, type BackoffStrategy, type Job } from 'agenda';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { DuplicateKeyError, type Store } from '../../store';
import { mongoDatabase } from '../../store/mongo';
import { agendaMongoBackend, isMongoServerError } from '../../store/mongoDriver';
import { PatientBackend, type RetryDelays } from './patientBackend';
import { StoreBackend } from './storeBackend';
import { StoreJobRepository } from './storeJobRepository';

/** Agenda's collection, on either engine (queueDepth.ts and storeJobRepository.ts name it too). */
export const JOBS_COLLECTION = 'agendaJobs';

export interface JobOptions {
  concurrency?: number;
  /** At most this many jobs of the name locked at once by one process (0: no limit). */
  lockLimit?: number;
  /** How long a run may hold its lock before another process may take the job over. */
  lockLifetimeMs?: number;
  backoff?: BackoffStrategy;
  /** Deletes a one-time job once it succeeded (its outcome is kept elsewhere). */
  removeOnComplete?: boolean;
}

export type JobHandler<D> = (data: D, job: Job<D>) => Promise<void>;

/**
 * The persistent job queue (agenda): on MongoDB agenda's own MongoDB backend, on the embedded
 * store our backend over the store port. Every job carries a `key`: saving the same key again
 * updates that one job, so a restart or a repeated request never doubles a job.
 */
export interface Jobs {
  define<D extends { key: string }>(
    name: string,
    handler: JobHandler<D>,
    options?: JobOptions,
  ): void;
  /** Runs `name` at `at` (now when it is past); the same key moves the one job. */
  schedule<D extends { key: string }>(name: string, at: Date, data: D): Promise<void>;
  /** Like schedule, but a job already stored under the key is left as it is. */
  scheduleOnce<D extends { key: string }>(name: string, at: Date, data: D): Promise<void>;
  /** Runs `name` every `interval` (agenda's words: '1 hour', '1 day'), one job per name. */
  every(name: string, interval: string): Promise<void>;
  cancel(name: string, key: string): Promise<void>;
  /** Makes cancelled jobs physically gone (an erasure); nothing to do on MongoDB. */
  compact(): Promise<void>;
  start(): Promise<void>;
  /**
   * Takes no new runs, finishes those in progress (up to `timeoutMs`), disconnects; a second
   * call waits for the same stop.
   */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * The queue's storage: on MongoDB agenda's own backend on the store's client and database
 * (one sign-in, one database, docs/scaling.md), elsewhere ours over the store port.
 */
export function jobsBackendFor(
  store: Store,
  logger: Pick<Logger, 'warn'> = { warn: () => undefined },
): AgendaBackend {
  const db = mongoDatabase(store);
  const inner = db
    ? new (agendaMongoBackend().MongoBackend)({ mongo: db, collection: JOBS_COLLECTION })
    : new StoreBackend(store);
  return oneJobPerKey(inner, store, logger);
}

/**
 * Saving a keyed job is an upsert on its name and key. Two processes starting together save
 * the same recurring jobs at the same instant, and MongoDB lets two concurrent upserts both
 * insert unless a unique index stands in the way: this one does. The save that loses the race
 * fails with a duplicate key, and is saved again (`onceMore`), now updating the winner's job.
 */
function oneJobPerKey(inner: AgendaBackend, store: Store, logger: Pick<Logger, 'warn'>) {
  const backend: AgendaBackend = {
    name: inner.name,
    repository: inner.repository,
    notificationChannel: inner.notificationChannel,
    logger: inner.logger,
    ownsConnection: inner.ownsConnection ?? true,
    async connect() {
      await inner.connect();
      await store
        .collection(JOBS_COLLECTION)
        .createIndex({ name: 1, 'data.key': 1 }, { unique: true })
        .catch((error: unknown) => {
          // Jobs doubled before this release: the queue runs, without the guard, until they go.
          if (!isDuplicateKey(error)) throw error;
          logger.warn({ err: error }, 'jobs are stored twice under one key; not guarded yet');
        });
    },
    disconnect: () => inner.disconnect(),
  };
  return backend;
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof DuplicateKeyError || isMongoServerError(error, 11000);
}

/** A keyed save that lost a race to another process's insert: the second try updates it. */
async function onceMore(save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await save();
  }
}

export function createJobs(deps: {
  store: Store;
  config: Pick<Config, 'JOBS_POLL_MS'>;
  logger: Logger;
  /** Waits between attempts to reach the store at start (tests shorten them). */
  connectRetry?: RetryDelays;
}): Jobs {
  const { store, config, logger } = deps;
  const storage = jobsBackendFor(store, logger);
  const compactable = storage.repository instanceof StoreJobRepository ? storage.repository : null;
  const backend = new PatientBackend(storage, logger, deps.connectRetry);
  const agenda = new Agenda({
    backend,
    name: `dojo-${process.pid}`,
    processEvery: config.JOBS_POLL_MS,
    defaultLockLifetime: 120_000,
  });
  agenda.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  let stopping: Promise<void> | undefined;

  async function save<D extends { key: string }>(
    name: string,
    at: Date,
    data: D,
    insertOnly: boolean,
  ) {
    await onceMore(() =>
      agenda
        .create(name, data)
        .unique({ 'data.key': data.key }, { insertOnly })
        .schedule(at)
        .save(),
    );
  }

  return {
    define(name, handler, options = {}) {
      agenda.define(name, (job: Job<never>) => handler(job.attrs.data, job), {
        concurrency: options.concurrency,
        lockLimit: options.lockLimit,
        lockLifetime: options.lockLifetimeMs,
        backoff: options.backoff,
        removeOnComplete: options.removeOnComplete,
      });
    },
    schedule: (name, at, data) => save(name, at, data, false),
    scheduleOnce: (name, at, data) => save(name, at, data, true),
    async every(name, interval) {
      await onceMore(() => agenda.every(interval, name, { key: name }));
    },
    async cancel(name, key) {
      await agenda.cancel({ name, data: { key } });
    },
    compact: () => (compactable ? compactable.compact() : Promise.resolve()),
    start: () => agenda.start(),
    async stop(timeoutMs) {
      // A run still going after the timeout keeps its lock: the embedded engine clears it at
      // the next start, MongoDB once the lock lifetime has passed; either way it runs again.
      // One drain for every caller (mail before closing its transport, then compose).
      backend.giveUp();
      stopping ??= agenda.drain({ timeout: timeoutMs }).then(() => undefined);
      await stopping;
    },
  };
}
