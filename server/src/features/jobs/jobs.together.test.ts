import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger';
import { openEmbeddedStore } from '../../store/embedded';
import { newId } from '../../store/ids';
import type { Collection, Store, StoredDoc } from '../../store/port';
import { createJobs, JOBS_COLLECTION, type Jobs } from './jobs';

/**
 * MongoDB's upsert as two processes meet it: each looks for the job, finds none, and inserts
 * its own (MongoDB promises nothing better without a unique index). The embedded engine runs
 * one upsert at a time, so this store lets both lookups pass before either insert.
 */
function racyUpserts(store: Store): Store {
  const racy = <T extends StoredDoc>(inner: Collection<T>): Collection<T> =>
    new Proxy(inner, {
      get(target, property, receiver) {
        if (property !== 'findOneAndUpdate') return Reflect.get(target, property, receiver);
        const upsert: Collection<T>['findOneAndUpdate'] = async (filter, update, options) => {
          const found = await target.findOne(filter);
          await new Promise((resolve) => setTimeout(resolve, 20));
          // Not found when it looked: it inserts, whatever arrived meanwhile.
          const lookedUp = found || !options.upsert ? filter : { ...filter, _id: newId() };
          return target.findOneAndUpdate(lookedUp, update, options);
        };
        return upsert;
      },
    });
  return new Proxy(store, {
    get(target, property) {
      if (property === 'collection')
        return <T extends StoredDoc>(name: string) =>
          name === JOBS_COLLECTION ? racy(target.collection<T>(name)) : target.collection<T>(name);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

const quiet = () => ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() }) as unknown as Logger;
const opened: { store: Store; dir: string; jobs: Jobs[] }[] = [];

async function twoProcesses() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-jobs-together-'));
  const store = racyUpserts(await openEmbeddedStore(dir));
  const jobs = [1, 2].map(() =>
    createJobs({ store, config: { JOBS_POLL_MS: 60_000 }, logger: quiet() }),
  );
  opened.push({ store, dir, jobs });
  for (const queue of jobs) queue.define('refill', async () => undefined);
  for (const queue of jobs) queue.define('remind', async () => undefined);
  return { store, jobs };
}

afterEach(async () => {
  for (const { store, dir, jobs } of opened.splice(0)) {
    for (const queue of jobs) await queue.stop(1_000);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('two processes starting together on one store', () => {
  it('store each recurring job once', async () => {
    const { store, jobs } = await twoProcesses();
    await Promise.all(jobs.map((queue) => queue.start()));
    await Promise.all(jobs.map((queue) => queue.every('refill', '1 hour')));
    expect(await store.collection(JOBS_COLLECTION).countDocuments({ name: 'refill' })).toBe(1);
  });

  it('store each keyed job once, whether scheduled or scheduled once', async () => {
    const { store, jobs } = await twoProcesses();
    await Promise.all(jobs.map((queue) => queue.start()));
    const at = new Date(Date.now() + 3_600_000);
    await Promise.all(jobs.map((queue) => queue.schedule('remind', at, { key: 'ex-1' })));
    await Promise.all(jobs.map((queue) => queue.scheduleOnce('remind', at, { key: 'ex-2' })));
    const stored = await store
      .collection<{ _id: string; data: { key: string } }>(JOBS_COLLECTION)
      .find({ name: 'remind' });
    expect(stored.map((job) => job.data.key).sort()).toEqual(['ex-1', 'ex-2']);
  });
});
