import { z } from 'zod';

/**
 * Optimistic concurrency for editable records (docs/editor-api.md, "Concurrent edits").
 * Every stored record counts its writes in `revision` (a record stored before counting is
 * revision 0). A write may carry `baseRevision`, the revision it was based on; the server
 * applies it only while the record is still at that revision, in one conditional update,
 * and otherwise answers 409 with {@link StaleWrite}. A write without `baseRevision` is the
 * documented legacy shape and overwrites (last writer wins), as before.
 */

export const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The additive request field: the revision the edit was based on (0 creates a new record). */
export const BaseRevision = { baseRevision: Revision.optional() };

/** The additive answer fields of a load or a save: where the record is now. */
export const RevisionStamp = {
  revision: Revision.optional(),
  updatedBy: z.string().max(100).optional(),
  updatedAt: z.string().max(40).optional(),
};

/** What a stale write names: 'This {kind} was changed by ...'. */
export type RevisedKind =
  'scenario' | 'section' | 'PDF' | 'organisation' | 'persona' | 'client' | 'single sign-on';

/** `at` is an ISO instant; the message shows it as 'YYYY-MM-DD HH:MM UTC'. */
export function staleWriteMessage(kind: RevisedKind, by: string, at: string): string {
  const when = at.length >= 16 ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : at;
  return `This ${kind} was changed by ${by || 'someone'} at ${when}. Reload it or save as a copy.`;
}

/** The 409 answer to a stale write: {type:'failed', data} plus where the record is now. */
export const StaleWrite = z.object({
  type: z.literal('failed'),
  data: z.string().max(500),
  code: z.literal('stale_write'),
  stale: z.object({
    revision: Revision,
    updatedBy: z.string().max(100),
    updatedAt: z.string().max(40),
  }),
});
export type StaleWrite = z.infer<typeof StaleWrite>;
