import { Agenda, type BackoffStrategy, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { MongoClient } from 'mongodb';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Store } from '../../store';
import { StoreBackend } from './storeBackend';

export interface JobOptions {
  concurrency?: number;
  /** How long a run may hold its lock before another process may take the job over. */
  lockLifetimeMs?: number;
  backoff?: BackoffStrategy;
}

export type JobHandler<D> = (data: D, job: Job<D>) => Promise<void>;

/**
 * The persistent job queue (agenda): on MongoDB agenda's own MongoDB backend, on the embedded
 * store our backend over the store port. Every job carries a `key`: saving the same key again
 * updates that one job, so a restart or a repeated request never doubles a job.
 */
export interface Jobs {
  define<D extends { key: string }>(name: string, handler: JobHandler<D>, options?: JobOptions): void;
  /** Runs `name` at `at` (now when it is past); the same key moves the one job. */
  schedule<D extends { key: string }>(name: string, at: Date, data: D): Promise<void>;
  /** Like schedule, but a job already stored under the key is left as it is. */
  scheduleOnce<D extends { key: string }>(name: string, at: Date, data: D): Promise<void>;
  /** Runs `name` every `interval` (agenda's words: '1 hour', '1 day'), one job per name. */
  every(name: string, interval: string): Promise<void>;
  cancel(name: string, key: string): Promise<void>;
  start(): Promise<void>;
  /** Finishes the runs in progress (up to `timeoutMs`), unlocks the rest, disconnects. */
  stop(timeoutMs: number): Promise<void>;
}

async function backendFor(store: Store, config: Config) {
  if (store.kind === 'embedded' || !config.MONGODB_URI) {
    return { backend: new StoreBackend(store), close: async () => {} };
  }
  const client = await MongoClient.connect(config.MONGODB_URI);
  const db = config.MONGODB_DB ? client.db(config.MONGODB_DB) : client.db();
  return { backend: new MongoBackend({ mongo: db, collection: 'agendaJobs' }), close: () => client.close() };
}

export async function createJobs(deps: { store: Store; config: Config; logger: Logger }): Promise<Jobs> {
  const { store, config, logger } = deps;
  const { backend, close } = await backendFor(store, config);
  const agenda = new Agenda({
    backend,
    name: `dojo-${process.pid}`,
    processEvery: config.JOBS_POLL_MS,
    defaultLockLifetime: 120_000,
  });
  agenda.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));

  async function save<D extends { key: string }>(name: string, at: Date, data: D, insertOnly: boolean) {
    await agenda
      .create(name, data)
      .unique({ 'data.key': data.key }, { insertOnly })
      .schedule(at)
      .save();
  }

  return {
    define(name, handler, options = {}) {
      agenda.define(name, (job: Job<never>) => handler(job.attrs.data, job), {
        concurrency: options.concurrency,
        lockLifetime: options.lockLifetimeMs,
        backoff: options.backoff,
      });
    },
    schedule: (name, at, data) => save(name, at, data, false),
    scheduleOnce: (name, at, data) => save(name, at, data, true),
    async every(name, interval) {
      await agenda.every(interval, name, { key: name });
    },
    async cancel(name, key) {
      await agenda.cancel({ name, data: { key } });
    },
    start: () => agenda.start(),
    async stop(timeoutMs) {
      await agenda.drain({ timeout: timeoutMs }).catch(() => agenda.stop());
      await close();
    },
  };
}
