import { z } from 'zod';
import { IsoDate } from '../core/legacy';
import { NameText, SubjectText } from '../core/bounds';
import { Token } from '../core/status';

/**
 * The credit log (docs/admin.md, "The credit log"): every movement of a client's balance, with
 * why it moved. Entries stored before reasons existed were all the admin's changes.
 */
export const CreditReason = z.enum(['admin', 'order', 'refund', 'refill', 'adminFree']);
export type CreditReason = z.infer<typeof CreditReason>;

/** How a reason reads, on the admin's screen and on the customer's dashboard alike. */
export const CREDIT_REASON_LABELS: Readonly<Record<CreditReason, string>> = {
  admin: 'Admin change',
  order: 'Order',
  refund: 'Refund after a crash',
  refill: 'Monthly refill',
  adminFree: 'Free of charge (admin)',
};

/** What an admin campaign costs the client: nothing; the form and the log say so. */
export const ADMIN_CAMPAIGN_FREE =
  'Free of charge (admin): a campaign does not spend the client\u2019s credits.';

export const CreditLogEntry = z.object({
  client: NameText,
  /** Who moved it: the admin's or the customer's username, or 'system' (refunds, refills). */
  by: NameText,
  at: IsoDate,
  old: z.number().int(),
  new: z.number().int(),
  reason: CreditReason,
  /** The exercise an order, refund or free campaign was for, by its identifier. */
  exercise: SubjectText.optional(),
});
export type CreditLogEntry = z.infer<typeof CreditLogEntry>;

/** The most entries one answer holds: newest first, filters narrow it. */
export const CREDIT_LOG_LIMIT = 500;

const DateFilter = z
  .string()
  .max(10)
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Dates are written YYYY-MM-DD.')
  .optional();

export const CreditLogFilter = z.object({
  client: NameText.optional(),
  reason: z.union([CreditReason, z.literal('')]).optional(),
  /** From this UTC day on, inclusive. */
  from: DateFilter,
  /** Up to this UTC day, inclusive. */
  to: DateFilter,
});
export type CreditLogFilter = z.infer<typeof CreditLogFilter>;

export const CreditLogRequest = CreditLogFilter.extend({ token: Token });
export type CreditLogRequest = z.infer<typeof CreditLogRequest>;

export const CreditLog = z.array(CreditLogEntry).max(CREDIT_LOG_LIMIT);
