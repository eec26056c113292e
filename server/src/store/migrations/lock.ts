import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Store, type StoredDoc } from '../port';

/** The lock's document, beside the schema's in the meta collection; gone when no runner holds it. */
export const LOCK_ID = 'migrationLock';

interface LockDoc extends StoredDoc {
  /** Who holds it: host, process and a random part. */
  holder: string;
  /** The lease's end (ms since the epoch): past it, another runner may take the lock over. */
  until: number;
}

export interface LockOptions {
  /** How long a lease lasts; the holder renews it every third of it while it works. */
  leaseMs?: number;
  /** How often a runner that waits asks again. */
  pollMs?: number;
  now?: () => number;
}

const LEASE_MS = 60_000;
const POLL_MS = 500;

/**
 * Runs `work` while holding the migration lock (docs/operations.md, "Upgrading"): with several
 * processes starting together on one MongoDB, one runs the migrations and the others wait for
 * it, then find nothing left to run. The lock is a document with a lease, renewed while the
 * work runs, so a runner that died (kill -9, lost host) holds it no longer than one lease.
 * Taking it is one upsert that matches only a free or expired lock: a lock held by another
 * runner makes it insert a second document of the same id, which the unique `_id` refuses.
 */
export async function withMigrationLock<R>(
  store: Store,
  collection: string,
  work: () => Promise<R>,
  options: LockOptions = {},
): Promise<R> {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const now = options.now ?? Date.now;
  const holder = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  const locks = store.collection<LockDoc>(collection);

  for (;;) {
    const taken = await locks
      .findOneAndUpdate(
        { _id: LOCK_ID, $or: [{ until: { $lt: now() } }, { holder }] },
        { $set: { holder, until: now() + leaseMs } },
        { upsert: true, returnDocument: 'after' },
      )
      .catch((error: unknown) => {
        if (error instanceof DuplicateKeyError) return null;
        throw error;
      });
    if (taken?.holder === holder) break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const renew = setInterval(() => {
    locks
      .updateOne({ _id: LOCK_ID, holder }, { $set: { until: now() + leaseMs } })
      .catch(() => undefined);
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    // A release that fails (no primary) is no reason to fail the work done: the lease ends it.
    await locks.deleteOne({ _id: LOCK_ID, holder }).catch(() => undefined);
  }
}
