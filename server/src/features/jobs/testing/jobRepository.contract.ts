import { afterEach, beforeEach, expect, it } from 'vitest';
import type { JobParameters, JobRepository } from 'agenda';

/** A fresh, empty repository per test, and how to throw it away. */
export interface RepositoryLocation {
  repository: JobRepository;
  dispose(): Promise<void>;
}

const NOW = Date.now();

function job(changes: Partial<JobParameters> = {}): JobParameters {
  return {
    name: 'mail.send',
    priority: 0,
    nextRunAt: new Date(NOW - 1_000),
    type: 'normal',
    data: { key: 'k1', exerciseId: 'e1' },
    ...changes,
  };
}

/**
 * What agenda needs from a job repository, checked the same on every engine: the embedded
 * store's repository and agenda's own MongoDB one.
 */
export function jobRepositoryContract(open: () => Promise<RepositoryLocation>): void {
  let location: RepositoryLocation;
  let jobs: JobRepository;
  beforeEach(async () => {
    location = await open();
    jobs = location.repository;
    await jobs.connect();
  });
  afterEach(() => location.dispose());

  it('saves a job and reads it back by id, dates as dates', async () => {
    const saved = await jobs.saveJob(job(), undefined);
    const read = await jobs.getJobById(String(saved._id));
    expect(read?.name).toBe('mail.send');
    expect(read?.nextRunAt).toEqual(new Date(NOW - 1_000));
    expect(read?.data).toEqual({ key: 'k1', exerciseId: 'e1' });
  });

  it('keeps the first job of a unique key when inserting only, and moves it otherwise', async () => {
    const unique = { 'data.key': 'k1' };
    const first = await jobs.saveJob(job({ unique, uniqueOpts: { insertOnly: true } }), undefined);
    const again = await jobs.saveJob(
      job({ unique, uniqueOpts: { insertOnly: true }, nextRunAt: new Date(NOW + 9_000) }),
      undefined,
    );
    expect(String(again._id)).toBe(String(first._id));
    expect(again.nextRunAt).toEqual(new Date(NOW - 1_000));
    const moved = await jobs.saveJob(job({ unique, nextRunAt: new Date(NOW + 9_000) }), undefined);
    expect(String(moved._id)).toBe(String(first._id));
    expect(moved.nextRunAt).toEqual(new Date(NOW + 9_000));
    expect((await jobs.queryJobs({ name: 'mail.send' })).total).toBe(1);
  });

  it('keeps one job of type single per name', async () => {
    await jobs.saveJob(job({ name: 'sweep', type: 'single', repeatInterval: '1 hour' }), undefined);
    await jobs.saveJob(job({ name: 'sweep', type: 'single', repeatInterval: '1 hour' }), undefined);
    expect((await jobs.queryJobs({ name: 'sweep' })).total).toBe(1);
  });

  it('hands a due job to exactly one of several concurrent lockers', async () => {
    await jobs.saveJob(job(), undefined);
    const scan = new Date(NOW + 5_000);
    const deadline = new Date(NOW - 60_000);
    const locks = await Promise.all(
      Array.from({ length: 5 }, () =>
        jobs.getNextJobToRun('mail.send', scan, deadline, new Date(NOW), undefined),
      ),
    );
    expect(locks.filter(Boolean)).toHaveLength(1);
  });

  it('leaves a job that is not due yet, and takes over a lock older than the deadline', async () => {
    await jobs.saveJob(job({ nextRunAt: new Date(NOW + 60_000) }), undefined);
    const scan = new Date(NOW + 5_000);
    expect(
      await jobs.getNextJobToRun('mail.send', scan, new Date(NOW - 60_000), undefined, undefined),
    ).toBeUndefined();
    const stale = await jobs.saveJob(
      job({ data: { key: 'k2' }, lockedAt: new Date(NOW - 120_000) }),
      undefined,
    );
    const taken = await jobs.getNextJobToRun(
      'mail.send',
      scan,
      new Date(NOW - 60_000),
      new Date(NOW),
      undefined,
    );
    expect(String(taken?._id)).toBe(String(stale._id));
    expect(taken?.lockedAt).toEqual(new Date(NOW));
  });

  it('stores a run state and unlocks', async () => {
    const saved = await jobs.saveJob(job(), undefined);
    const locked = await jobs.lockJob(saved, undefined);
    expect(locked?.lockedAt).toBeInstanceOf(Date);
    expect(await jobs.lockJob(saved, undefined)).toBeUndefined();
    await jobs.saveJobState(
      { ...saved, failCount: 2, failReason: '550 no', lastRunAt: new Date(NOW) },
      undefined,
    );
    await jobs.unlockJobs([String(saved._id)]);
    const read = await jobs.getJobById(String(saved._id));
    expect(read).toMatchObject({ failCount: 2, failReason: '550 no', lastRunAt: new Date(NOW) });
    expect(read?.lockedAt).toBeUndefined();
  });

  it('removes, disables and finds jobs by name and by part of their data', async () => {
    await jobs.saveJob(job(), undefined);
    await jobs.saveJob(job({ data: { key: 'k2', exerciseId: 'e2' } }), undefined);
    await jobs.saveJob(
      job({ name: 'exercise.expire', data: { key: 'x', exerciseId: 'e1' } }),
      undefined,
    );
    expect((await jobs.queryJobs({ data: { exerciseId: 'e1' } })).total).toBe(2);
    expect(await jobs.disableJobs({ name: 'exercise.expire' })).toBe(1);
    expect((await jobs.queryJobs({ state: 'paused' })).total).toBe(1);
    expect(await jobs.removeJobs({})).toBe(0);
    expect(await jobs.removeJobs({ name: 'mail.send', data: { key: 'k2' } })).toBe(1);
    expect((await jobs.getDistinctJobNames()).sort()).toEqual(['exercise.expire', 'mail.send']);
    expect(await jobs.purgeAllJobs()).toBe(2);
  });
}
