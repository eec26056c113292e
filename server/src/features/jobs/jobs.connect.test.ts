import type { Db, MongoClient } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { StartupWork } from '../../core/startup';
import type { Logger } from '../../logger';
import { mongoStoreOver } from '../../store/mongo';
import { createJobs, JOBS_COLLECTION, jobsBackendFor } from './jobs';

/**
 * A MongoDB database without a server: each collection records its index builds, and the
 * job queue's index fails the first `failures` times (MongoDB away at start).
 */
function fakeDb(failures = 0) {
  const indexes: string[] = [];
  let refused = 0;
  const collection = (name: string) => ({
    collectionName: name,
    createIndex: vi.fn(async () => {
      if (name === JOBS_COLLECTION && refused < failures) {
        refused += 1;
        throw new Error('connect ECONNREFUSED 10.0.0.1:27017');
      }
      indexes.push(name);
      return 'ok';
    }),
    findOneAndUpdate: vi.fn(async () => null),
    updateMany: vi.fn(async () => ({ modifiedCount: 0 })),
  });
  const db = { databaseName: 'dojo', collection: vi.fn(collection) };
  return { db: db as unknown as Db, indexes, refusals: () => refused };
}

const client = {} as MongoClient;

function quietLogger() {
  return { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as Logger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('the job queue on MongoDB', () => {
  it('is agenda’s backend on the store’s own database, not a connection of its own', async () => {
    const { db, indexes } = fakeDb();
    const backend = jobsBackendFor(mongoStoreOver(client, db));
    expect(backend.ownsConnection).toBe(false);
    await backend.connect();
    expect(indexes).toContain(JOBS_COLLECTION);
    expect(db.collection).toHaveBeenCalledWith(JOBS_COLLECTION);
  });

  it('keeps trying while its index cannot be made at start, not ready meanwhile, and starts once it can', async () => {
    const { db, refusals } = fakeDb(2);
    const logger = quietLogger();
    const jobs = createJobs({
      store: mongoStoreOver(client, db),
      config: { JOBS_POLL_MS: 60_000 },
      logger,
      connectRetry: { first: 200, max: 200 },
    });
    const startup = new StartupWork();
    const started = jobs.start();
    startup.track('job queue', started);
    await vi.waitFor(() => expect(refusals()).toBe(1));
    expect(startup.unfinished()).toEqual(['job queue (running)']);
    await started;
    expect(refusals()).toBe(2);
    expect(startup.unfinished()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[1]).toBe(
      'the job queue cannot reach its store yet; trying again',
    );
    await jobs.stop(1_000);
  });

  it('stops trying when the server shuts down before MongoDB came back', async () => {
    const { db, refusals } = fakeDb(Number.POSITIVE_INFINITY);
    const jobs = createJobs({
      store: mongoStoreOver(client, db),
      config: { JOBS_POLL_MS: 60_000 },
      logger: quietLogger(),
      connectRetry: { first: 20, max: 20 },
    });
    void jobs.start();
    await vi.waitFor(() => expect(refusals()).toBeGreaterThan(1));
    await jobs.stop(1_000);
    const after = refusals();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(refusals()).toBe(after);
  });
});
