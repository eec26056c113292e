import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store';
import { jobQueueDepth } from './queueDepth';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const MINUTE = 60_000;

function job(id: string, fields: Record<string, unknown>) {
  return {
    _id: id,
    name: 'exercise.start',
    lockedAt: null,
    lastRunAt: null,
    lastFinishedAt: null,
    failedAt: null,
    disabled: null,
    ...fields,
  };
}

describe('the job queue depth (dojo_job_queue)', () => {
  let store: Store;
  beforeEach(async () => {
    store = await openEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-queue-depth-')));
  });
  afterEach(() => store.close());

  it('counts as due only jobs still to run: not finished, given up, running or paused ones', async () => {
    await store.collection('agendaJobs').insertMany([
      job('due', { nextRunAt: NOW - MINUTE }),
      job('due-as-date', { nextRunAt: new Date(NOW - MINUTE) }),
      job('retry-due', {
        nextRunAt: NOW - MINUTE,
        lastRunAt: NOW - 5 * MINUTE,
        failedAt: NOW - 5 * MINUTE,
      }),
      job('finished', {
        nextRunAt: NOW - 60 * MINUTE,
        lastRunAt: NOW - 60 * MINUTE,
        lastFinishedAt: NOW - 59 * MINUTE,
      }),
      job('given-up', {
        nextRunAt: NOW - 60 * MINUTE,
        lastRunAt: NOW - 59 * MINUTE,
        failedAt: NOW - 59 * MINUTE,
      }),
      job('running', { nextRunAt: NOW - MINUTE, lockedAt: NOW - MINUTE }),
      job('paused', { nextRunAt: NOW - MINUTE, disabled: true }),
      job('later', { nextRunAt: NOW + MINUTE }),
    ]);
    expect(await jobQueueDepth(store, NOW)).toEqual({ due: 3, scheduled: 1 });
  });
});
