import { newId } from '../../store/ids';
import {
  computeJobState,
  type JobParameters,
  type JobRepository,
  type JobRepositoryOptions,
  type JobsOverview,
  type JobsQueryOptions,
  type JobsResult,
  type JobWithState,
  type RemoveJobsOptions,
} from 'agenda';
import type { Collection, Filter, Sort, Store } from '../../store';
import { dataFilter, fromStored, storedFilter, toStored, type StoredJobDoc } from './storedJob';

type JobFilter = Filter<StoredJobDoc>;
/** Which job runs first among those due: agenda's own default order. */
const RUN_ORDER: Sort = { nextRunAt: 1, priority: -1 };

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The jobs a remove/disable/enable names; null when it names none (then nothing happens). */
function selection(options: RemoveJobsOptions): JobFilter | null {
  const filter: JobFilter = {};
  if (options.id) filter._id = String(options.id);
  else if (options.ids?.length) filter._id = { $in: options.ids.map(String) };
  if (typeof options.name === 'string' && options.name) filter.name = options.name;
  else if (options.names?.length) filter.name = { $in: options.names };
  else if (options.notNames?.length) filter.name = { $nin: options.notNames };
  if (options.data !== undefined) Object.assign(filter, dataFilter(options.data));
  return Object.keys(filter).length > 0 ? filter : null;
}

function querySort(sort: JobsQueryOptions['sort']): Sort {
  const entries = Object.entries(sort ?? {}).map(([key, dir]) => [key, dir === 'asc' ? 1 : -1]);
  return entries.length > 0 ? Object.fromEntries(entries) : { nextRunAt: -1, lastRunAt: -1 };
}

/**
 * Agenda's JobRepository over the store port, so the embedded engine keeps jobs in its own
 * datafile and they survive restarts like everything else. Locks are conditional updates
 * (`findOneAndUpdate` on `lockedAt`), exactly as agenda's MongoDB repository takes them.
 */
export class StoreJobRepository implements JobRepository {
  private readonly jobs: Collection<StoredJobDoc>;

  constructor(
    store: Store,
    private readonly options: { collection?: string; clearLocksOnConnect?: boolean } = {},
  ) {
    this.jobs = store.collection<StoredJobDoc>(options.collection ?? 'agendaJobs');
  }

  /** Rewrites the datafile without removed jobs (an erasure). */
  compact(): Promise<void> {
    return this.jobs.compact();
  }

  async connect(): Promise<void> {
    await this.jobs.createIndex({ name: 1, nextRunAt: 1 });
    // Every keyed save looks its job up by key (see jobs.ts).
    await this.jobs.createIndex({ 'data.key': 1 });
    // The embedded engine is one process per data dir: a lock found now was left by a process
    // that died mid-run. Dating it back to the epoch lets agenda take the job over at once (as
    // it does with any lock past its lifetime) instead of waiting out the lifetime.
    if (this.options.clearLocksOnConnect) {
      await this.jobs.updateMany({ lockedAt: { $ne: null } }, { $set: { lockedAt: 1 } });
    }
  }

  async queryJobs(options: JobsQueryOptions = {}): Promise<JobsResult> {
    const { state, skip = 0, limit = 0, includeDisabled = true } = options;
    const filter: JobFilter = {};
    if (options.name) filter.name = options.name;
    else if (options.names?.length) filter.name = { $in: options.names };
    if (options.id) filter._id = options.id;
    else if (options.ids?.length) filter._id = { $in: options.ids };
    if (options.search) filter.name = { $regex: escapeRegex(options.search), $options: 'i' };
    if (options.data !== undefined) Object.assign(filter, dataFilter(options.data));
    if (!includeDisabled) filter.disabled = { $ne: true };
    const now = new Date();
    const withState = (doc: StoredJobDoc): JobWithState => {
      const job = fromStored(doc);
      return { ...job, state: computeJobState(job, now) };
    };
    const sort = querySort(options.sort);
    if (!state) {
      const [docs, total] = await Promise.all([
        this.jobs.find(filter, { sort, skip, ...(limit > 0 ? { limit } : {}) }),
        this.jobs.countDocuments(filter),
      ]);
      return { jobs: docs.map(withState), total };
    }
    const all = (await this.jobs.find(filter, { sort }))
      .map(withState)
      .filter((job) => (state === 'paused' ? job.disabled === true : job.state === state));
    return { jobs: limit > 0 ? all.slice(skip, skip + limit) : all.slice(skip), total: all.length };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const now = new Date();
    const byName = new Map<string, JobsOverview>();
    for (const doc of await this.jobs.find({})) {
      const overview = byName.get(doc.name) ?? {
        name: doc.name,
        total: 0,
        running: 0,
        scheduled: 0,
        queued: 0,
        completed: 0,
        failed: 0,
        repeating: 0,
        paused: 0,
      };
      const job = fromStored(doc);
      overview.total += 1;
      overview[computeJobState(job, now)] += 1;
      if (job.disabled === true) overview.paused += 1;
      byName.set(doc.name, overview);
    }
    return [...byName.values()];
  }

  async getDistinctJobNames(): Promise<string[]> {
    const docs = await this.jobs.find<{ name: string }>({}, { projection: { name: 1 } });
    return [...new Set(docs.map((doc) => doc.name))];
  }

  async getJobById(id: string): Promise<JobParameters | null> {
    const doc = await this.jobs.findOne({ _id: id });
    return doc ? fromStored(doc) : null;
  }

  getQueueSize(): Promise<number> {
    return this.jobs.countDocuments({ nextRunAt: { $lt: Date.now() } });
  }

  async removeJobs(options: RemoveJobsOptions): Promise<number> {
    const filter = selection(options);
    return filter ? (await this.jobs.deleteMany(filter)).deletedCount : 0;
  }

  async saveJob<DATA = unknown>(
    job: JobParameters<DATA>,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters<DATA>> {
    const { _id, unique, uniqueOpts } = job;
    if (uniqueOpts?.debounce) throw new Error('debounced jobs are not supported by this backend');
    const fields = toStored(job, options?.lastModifiedBy);
    const after = { returnDocument: 'after' as const };
    const back = (doc: StoredJobDoc | null) => (doc ? fromStored(doc) : job) as JobParameters<DATA>;
    if (_id) {
      return back(
        await this.jobs.findOneAndUpdate(
          { _id: String(_id), name: job.name },
          { $set: fields },
          after,
        ),
      );
    }
    if (job.type === 'single') {
      // A due run already stored is kept: saving `every()` again must not skip or repeat it.
      const { nextRunAt, ...rest } = fields;
      const keepDue = nextRunAt !== null && nextRunAt <= Date.now();
      const update = keepDue ? { $set: rest, $setOnInsert: { nextRunAt } } : { $set: fields };
      return back(
        await this.jobs.findOneAndUpdate({ name: job.name, type: 'single' }, update, {
          ...after,
          upsert: true,
        }),
      );
    }
    if (unique) {
      const filter = { ...storedFilter(unique), name: job.name } as JobFilter;
      const update = uniqueOpts?.insertOnly ? { $setOnInsert: fields } : { $set: fields };
      return back(await this.jobs.findOneAndUpdate(filter, update, { ...after, upsert: true }));
    }
    const doc = { _id: newId(), ...fields };
    await this.jobs.insertOne(doc);
    return back(doc);
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    if (!job._id) throw new Error('Cannot save job state without job ID');
    const stored = toStored(job, options?.lastModifiedBy);
    const result = await this.jobs.updateOne(
      { _id: String(job._id), name: job.name },
      {
        $set: {
          lockedAt: stored.lockedAt,
          nextRunAt: stored.nextRunAt,
          lastRunAt: stored.lastRunAt,
          progress: stored.progress,
          failReason: stored.failReason,
          failCount: stored.failCount,
          failedAt: stored.failedAt,
          lastFinishedAt: stored.lastFinishedAt,
          lastModifiedBy: stored.lastModifiedBy,
        },
      },
    );
    if (result.matchedCount !== 1) {
      throw new Error(
        `job ${String(job._id)} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`,
      );
    }
  }

  async lockJob(job: JobParameters, options: JobRepositoryOptions | undefined) {
    if (!job._id) return undefined;
    const doc = await this.jobs.findOneAndUpdate(
      {
        _id: String(job._id),
        name: job.name,
        lockedAt: null,
        nextRunAt: job.nextRunAt ? job.nextRunAt.getTime() : null,
        disabled: { $ne: true },
      },
      { $set: { lockedAt: Date.now(), lastModifiedBy: options?.lastModifiedBy ?? null } },
      { returnDocument: 'after', sort: RUN_ORDER },
    );
    return doc ? fromStored(doc) : undefined;
  }

  async unlockJob(job: JobParameters): Promise<void> {
    if (job._id) await this.unlockJobs([job._id]);
  }

  async unlockJobs(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.jobs.updateMany({ _id: { $in: jobIds.map(String) } }, { $set: { lockedAt: null } });
  }

  async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ) {
    const doc = await this.jobs.findOneAndUpdate(
      {
        name: jobName,
        disabled: { $ne: true },
        $or: [
          { lockedAt: null, nextRunAt: { $lte: nextScanAt.getTime() } },
          { lockedAt: { $lte: lockDeadline.getTime() } },
        ],
      },
      {
        $set: {
          lockedAt: (now ?? new Date()).getTime(),
          lastModifiedBy: options?.lastModifiedBy ?? null,
        },
      },
      { returnDocument: 'after', sort: RUN_ORDER },
    );
    return doc ? fromStored(doc) : undefined;
  }

  async disableJobs(options: RemoveJobsOptions): Promise<number> {
    const filter = selection(options);
    return filter
      ? (await this.jobs.updateMany(filter, { $set: { disabled: true } })).modifiedCount
      : 0;
  }

  async enableJobs(options: RemoveJobsOptions): Promise<number> {
    const filter = selection(options);
    return filter
      ? (await this.jobs.updateMany(filter, { $set: { disabled: false } })).modifiedCount
      : 0;
  }

  async purgeAllJobs(): Promise<number> {
    return (await this.jobs.deleteMany({})).deletedCount;
  }
}
