import { describe, expect, it, vi } from 'vitest';
import { changeStreamDb } from '../testing/changeStreamDb';
import { mongoCluster } from './mongoCluster';

/** A process starting while the replica set has no primary (its commands refused). */
describe('the cluster starting while MongoDB does not answer', () => {
  it('keeps asking, logging each refusal, and starts once MongoDB answers', async () => {
    const db = changeStreamDb();
    const outage = db.failures.failCommands();
    const logger = { warn: vi.fn() };
    let started = false;
    const starting = mongoCluster(db, logger, { startRetry: { first: 10, max: 10 } }).then(
      (cluster) => {
        started = true;
        return cluster;
      },
    );
    await vi.waitFor(() => expect(logger.warn.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(started).toBe(false);
    expect(logger.warn.mock.calls[0]?.[1]).toBe(
      'the cluster cannot reach MongoDB yet; trying again',
    );
    outage.healed();
    const cluster = await starting;
    expect(cluster.kind).toBe('mongodb');
    await cluster.close();
  });
});
