import { z } from 'zod';
import { call } from '../core/call';
import { NameText, SubjectText } from '../core/bounds';
import { IsoDate } from '../core/legacy';
import { Token } from '../core/status';
import { csvCell } from '../reports/debriefCsv';

/**
 * The audit log of sign-ins and account security (docs/auth.md, "Audit log"): who signed in,
 * what failed, factor changes, ended sessions and single sign-on settings.
 */
export const AUDIT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'code_failed',
  'factor_enrolled',
  'factor_reset',
  'factor_removed',
  'passkey_failed',
  'password_changed',
  'session_ended',
  'sso_settings_changed',
  'factor_rule_changed',
] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

/** How each kind reads, on the screens and in the CSV alike. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  code_failed: 'Wrong one-time code',
  factor_enrolled: 'Second factor set up',
  factor_reset: 'Second factor reset',
  factor_removed: 'Second factor removed',
  passkey_failed: 'Passkey refused',
  password_changed: 'Password changed',
  session_ended: 'Session ended',
  sso_settings_changed: 'Single sign-on settings changed',
  factor_rule_changed: 'Two-step sign-in rule changed',
};

export const AuditEntry = z.object({
  id: NameText,
  at: IsoDate,
  kind: AuditKind,
  /** The account the entry is about ('' for a failed sign-in to an unknown username). */
  person: NameText,
  /** Who did it, when not the person (an admin's reset); else ''. */
  by: NameText,
  /** The account's client ('' for staff). */
  client: NameText,
  address: SubjectText,
  detail: SubjectText,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The most entries one answer holds: the newest first, filters narrow it. */
export const AUDIT_LOG_LIMIT = 500;

const DateFilter = z
  .string()
  .max(10)
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Dates are written YYYY-MM-DD.')
  .optional();

export const AuditFilter = z.object({
  /** The admin's filter by client; a client owner always sees their own. */
  client: NameText.optional(),
  person: NameText.optional(),
  kind: z.union([AuditKind, z.literal('')]).optional(),
  /** From this UTC day on, inclusive. */
  from: DateFilter,
  /** Up to this UTC day, inclusive. */
  to: DateFilter,
});
export type AuditFilter = z.infer<typeof AuditFilter>;

/**
 * Ours: the audit log, for the admin (every account) and a client owner (the client's own
 * accounts only); the newest first, at most AUDIT_LOG_LIMIT.
 */
export const getAuditLog = call(
  'POST',
  '/api/getAuditLog',
  AuditFilter.extend({ token: Token }),
  z.object({
    type: z.literal('success'),
    entries: z.array(AuditEntry).max(AUDIT_LOG_LIMIT),
    /** More entries matched than were answered: narrow the filters. */
    more: z.boolean(),
  }),
  { note: 'Not in the specs; decided in docs/auth.md, "Audit log".' },
);

const CSV_HEADER = ['time', 'kind', 'person', 'by', 'client', 'address', 'detail'] as const;

/** The audit log as CSV (RFC 4180), every cell safe from spreadsheet formulas. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.at,
      AUDIT_KIND_LABELS[entry.kind],
      entry.person,
      entry.by,
      entry.client,
      entry.address,
      entry.detail,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
