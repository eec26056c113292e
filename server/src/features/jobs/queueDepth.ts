import type { Store } from '../../store';

/** The job queue's collection: our store backend and agenda's MongoDB backend share it. */
const JOBS_COLLECTION = 'agendaJobs';

interface JobRow {
  _id: string;
  nextRunAt: number | Date | null;
  lockedAt: number | Date | null;
}

/**
 * How deep the job queue is (metrics): jobs due and not taken by a worker, and jobs scheduled
 * later. The job queue runs on real time (agenda), so `now` is the real time. Our backend
 * stores times as numbers, agenda's MongoDB backend as dates: both are counted.
 */
export async function jobQueueDepth(store: Store, now: number) {
  const jobs = store.collection<JobRow>(JOBS_COLLECTION);
  const at = (op: '$lte' | '$gt') => ({
    $or: [{ nextRunAt: { [op]: now } }, { nextRunAt: { [op]: new Date(now) } }],
  });
  const [due, scheduled] = await Promise.all([
    jobs.countDocuments({ ...at('$lte'), lockedAt: null }),
    jobs.countDocuments(at('$gt')),
  ]);
  return { due, scheduled };
}
