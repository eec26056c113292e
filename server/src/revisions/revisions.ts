import { staleWriteMessage, type RevisedKind, type StaleWrite } from '@dojo/protocol';
import { AppError } from '../errors';

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
  return new AppError(
    'stale_write',
    staleWriteMessage(kind, stale.updatedBy, stale.updatedAt),
    409,
    { stale },
  );
}
