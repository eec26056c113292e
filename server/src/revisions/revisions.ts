import { staleWriteMessage, type RevisedKind, type StaleWrite } from '@dojo/protocol';
import { AppError } from '../errors';
import { DuplicateKeyError, type Collection, type StoredDoc } from '../store';

/**
 * The server half of optimistic concurrency (docs/editor-api.md, "Concurrent edits"): a
 * record's `revision` counts its writes; a write based on revision n is one conditional
 * update on `revision: n` that also increments it, so of two writers based on the same
 * revision exactly one wins, whatever the engine. Repos use `atRevision` in the filter and
 * `nextRevision` in the update; services turn a miss into `staleWrite`.
 */

/** What a revised record carries (all optional: records stored before counting have none). */
export interface Revised {
  revision?: number;
  updatedBy?: string;
  updatedAt?: string;
}

/** The filter part: the record is still at `base` (a record never counted is at 0). */
export function atRevision(base: number): Record<string, unknown> {
  return base === 0
    ? { $or: [{ revision: 0 }, { revision: { $exists: false } }] }
    : { revision: base };
}

/** The update part that moves the record to its next revision. */
export const nextRevision = { $inc: { revision: 1 } } as const;

/** Where a record is now, as loads and saves answer it. */
export function revisionStamp(doc: Revised): Required<Revised> {
  return {
    revision: doc.revision ?? 0,
    updatedBy: doc.updatedBy ?? '',
    updatedAt: doc.updatedAt ?? '',
  };
}

/** The 409 answer to a write based on an old revision; nothing was written. */
export function staleWrite(kind: RevisedKind, current: Revised): AppError {
  const stale: StaleWrite['stale'] = revisionStamp(current);
  return new AppError('stale_write', staleWriteMessage(kind, stale.updatedBy, stale.updatedAt), {
    stale,
  });
}

/**
 * For repos: creates the record `_id` or replaces the fields in `set`, and answers it as
 * stored. With `base`, only while it is still at that revision (0: only a new one), in one
 * conditional update; null when it is not (a stale write: nothing changed). Without `base`
 * (the documented legacy payloads) the last writer wins.
 */
export async function saveAtRevision<T extends StoredDoc & Revised>(
  collection: Collection<T>,
  _id: string,
  set: Partial<T>,
  base: number | undefined,
): Promise<T | null> {
  const update = { $set: set, ...nextRevision };
  if (base === undefined) {
    return collection.findOneAndUpdate({ _id } as never, update, {
      upsert: true,
      returnDocument: 'after',
    });
  }
  const filter = { _id, ...atRevision(base) } as never;
  const saved = await collection.findOneAndUpdate(filter, update, { returnDocument: 'after' });
  if (saved || base !== 0) return saved;
  const created = { ...set, _id, revision: 1 } as unknown as T;
  try {
    await collection.insertOne(created as never);
    return created;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return null;
    throw error;
  }
}
