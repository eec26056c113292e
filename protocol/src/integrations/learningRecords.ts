import { z } from 'zod';
import { NameText, SubjectText, UrlText } from '../core/bounds';
import { IsoDate } from '../core/legacy';

/**
 * Learning records (docs/integrations.md, "Learning records"): per client, a learning record
 * store (LRS) that receives each player's xAPI 1.0.3 statements: launched, each answer,
 * completed, passed or failed.
 */

/** The statements' endpoint: http(s) with a host, e.g. `https://lrs.example.com/xapi/`. */
export const LrsEndpoint = UrlText.trim()
  .min(1, "Give the address of the learning record store's xAPI endpoint.")
  .refine((text) => /^https?:\/\/[^/\s?#@]+(?:\/\S*)?$/i.test(text), {
    message: 'The address must start with https:// or http:// and name a host.',
  });

/** The LRS's Basic credentials: its key (username) and secret (password). */
export const LrsKey = z.string().trim().min(1, 'Give the key (username).').max(200);
export const LrsSecret = z.string().min(1, 'Give the secret (password).').max(200);

/** A client's LRS as screens show it: the secret as its last 4 characters only. */
export const LearningRecordStore = z.object({
  client: NameText,
  endpoint: UrlText,
  username: z.string().max(200),
  secretHint: z.string().max(8),
  updatedAt: IsoDate,
  /** The delivery state at a glance: the last statement the LRS accepted, when. */
  lastSentAt: IsoDate.nullable(),
  /** Statements stored and not yet accepted (queued or retrying). */
  waiting: z.number().int().min(0),
  /** Of those, the ones whose last attempt was refused or unanswered. */
  failing: z.number().int().min(0),
  /** The LRS's last refusal (its status and the start of its answer), while failing. */
  lastFailure: SubjectText.nullable(),
  lastFailureAt: IsoDate.nullable(),
});
export type LearningRecordStore = z.infer<typeof LearningRecordStore>;
