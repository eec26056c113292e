import type { Store } from '../../store';

/** The job queue's collection: our store backend and agenda's MongoDB backend share it. */
const JOBS_COLLECTION = 'agendaJobs';

interface JobRow {
  _id: string;
  nextRunAt: number | Date | null;
  lockedAt: number | Date | null;
  lastRunAt?: number | Date | null;
  disabled?: boolean | null;
}

function ms(value: number | Date | null | undefined): number | null {
  return value === null || value === undefined ? null : +value;
}

/**
 * A job still to run: never run since it was last (re)scheduled. A one-time job keeps its past
 * `nextRunAt` once finished (or given up), with `lastRunAt` at or after it: not due.
 */
function stillToRun(row: JobRow): boolean {
  const next = ms(row.nextRunAt);
  const last = ms(row.lastRunAt);
  return next !== null && (last === null || last < next);
}

/**
 * How deep the job queue is (metrics): jobs due, still to run, not paused and not taken by a
 * worker (finished and given-up jobs are not due: the "queue stuck" alert, docs/operations.md),
 * and jobs scheduled later. The job queue runs on real time (agenda), so `now` is the real time. Our backend
 * stores times as numbers, agenda's MongoDB backend as dates: both are counted.
 */
export async function jobQueueDepth(store: Store, now: number) {
  const jobs = store.collection<JobRow>(JOBS_COLLECTION);
  const at = (op: '$lte' | '$gt') => ({
    $or: [{ nextRunAt: { [op]: now } }, { nextRunAt: { [op]: new Date(now) } }],
  });
  const [candidates, scheduled] = await Promise.all([
    jobs.find<JobRow>(
      { ...at('$lte'), lockedAt: null, disabled: { $ne: true } },
      { projection: { nextRunAt: 1, lastRunAt: 1 } },
    ),
    jobs.countDocuments(at('$gt')),
  ]);
  return { due: candidates.filter(stillToRun).length, scheduled };
}
