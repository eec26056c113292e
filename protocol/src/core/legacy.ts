import { z } from 'zod';
import { SubjectText, TEXT_LIMITS, tooLong } from './bounds';
import { parseNumberText } from './legacyValues';
export { isFlagSet, parseNumberText } from './legacyValues';

/**
 * Wire shapes the legacy clients use. They are kept as sent (no transforms) so the same
 * schema validates a request, describes a stored record and converts to JSON Schema.
 */

/** A flag the legacy editor stores as text ('true' / 'false'), e.g. an event's `team`. */
export const TextFlag = z.enum(['true', 'false']);
export type TextFlag = z.infer<typeof TextFlag>;

/** A flag some legacy paths send as a boolean and others as text (an event's `visible`). */
export const LooseFlag = z.union([z.boolean(), TextFlag]);
export type LooseFlag = z.infer<typeof LooseFlag>;

/**
 * A number as the legacy editor's inputs send it: usually text, sometimes a number.
 * '' and 'NaN' mean unset (docs/editor-rules.md: "The string 'NaN' is treated as empty").
 */
export const NumberText = z
  .union([SubjectText, z.number()])
  .refine((value) => parseNumberText(value) !== 'invalid', 'Must be a number.');
export type NumberText = z.infer<typeof NumberText>;

/** The legacy clients' only e-mail rule: the text contains an '@'. */
export function emailWithAt(message: string) {
  return z
    .string({ error: message })
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .trim()
    .refine((email) => email.includes('@'), message);
}

/** An ISO-8601 timestamp as text (what the store and the wire carry). */
export const IsoDate = SubjectText.describe('ISO-8601 date-time');

/** Epoch milliseconds (server clock). */
export const EpochMs = z.number().int().describe('epoch milliseconds');
