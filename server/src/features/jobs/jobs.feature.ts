import type { AppContext, Feature } from '../context';
import { jobQueueDepth } from './queueDepth';

/**
 * The persistent job queue (docs/mail-and-jobs.md): built once on the context
 * (`ctx.shared.jobs`), where every feature defines its jobs as it is built; this feature, listed
 * after them, starts the queue and hands in its depth. The composition root stops it once
 * every feature has closed.
 */
export function jobsFeature(ctx: AppContext): Feature {
  const { jobs } = ctx.shared;
  const started = jobs.start();
  ctx.startup.track('job queue', started);
  started.catch((error: unknown) =>
    ctx.logger.error({ err: error }, 'the job queue did not start'),
  );
  // The queue runs on real time (agenda), so its depth is counted against real time.
  ctx.metrics.watchJobs(() => jobQueueDepth(ctx.store, Date.now()));
  return {};
}
