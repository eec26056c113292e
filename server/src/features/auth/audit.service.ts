import { randomUUID } from 'node:crypto';
import { AUDIT_LOG_LIMIT, type AuditEntry, type AuditFilter, type AuditKind } from '@dojo/protocol';
import type { Clock } from '../../core/clock';
import type { Principal } from '../../core/principal';
import { forbidden } from '../../errors';
import type { AccountsRepo } from './accounts.repo';
import type { AuditDoc, AuditRepo } from './audit.repo';

/**
 * How many entries the log keeps; past it the oldest go (docs/auth.md, "Audit log"). The size
 * is checked every CHECK_EVERY entries, so the log holds at most that many more for a moment.
 */
export const AUDIT_LOG_KEPT = 100_000;
/** The size is checked once every this many entries (and at the first). */
const CHECK_EVERY = 100;

/** What a feature records: `recordAudit(...)` (docs/auth.md, "Audit log"). */
export interface AuditRecord {
  kind: AuditKind;
  /** The account the entry is about (any case); unknown or absent: recorded without one. */
  person?: string;
  /** Who did it when not the person (the admin who reset a factor). */
  by?: string;
  /** The client it concerns; by default the person's own client (none for staff). */
  client?: string;
  address?: string;
  detail?: string;
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) =>
  new Date(Date.parse(dayStart(day)) + 24 * 3600 * 1000).toISOString();

function shown(doc: AuditDoc): AuditEntry {
  return {
    id: doc._id,
    at: doc.at,
    kind: doc.kind,
    person: doc.person,
    by: doc.by,
    client: doc.client,
    address: doc.address,
    detail: doc.detail,
  };
}

/** The audit log: one service every feature records through, and its reading. */
export function auditService(deps: {
  audit: AuditRepo;
  accounts: AccountsRepo;
  clock: Clock;
  /** How many entries are kept (AUDIT_LOG_KEPT unless a test says less). */
  kept?: number;
}) {
  const { audit, accounts, clock } = deps;
  const kept = deps.kept ?? AUDIT_LOG_KEPT;
  const checkEvery = Math.min(CHECK_EVERY, kept);
  let recorded = 0;

  async function prune() {
    const count = await audit.count();
    if (count > kept) await audit.dropOldest(count - kept);
  }

  return {
    /** Records one entry; the log is pruned to its bound as it grows. */
    async record(entry: AuditRecord): Promise<void> {
      const account = entry.person ? await accounts.findByUsername(entry.person) : null;
      const ownClient = account?.kind === 'customer' ? account.client : '';
      await audit.add({
        _id: randomUUID(),
        at: new Date(clock.now()).toISOString(),
        kind: entry.kind,
        person: account?._id ?? '',
        email: account?.email ?? '',
        by: (entry.by ?? '').toLowerCase().slice(0, 100),
        client: (entry.client ?? ownClient).slice(0, 100),
        address: (entry.address ?? '').slice(0, 100),
        // The name typed for an unknown account is not kept (it may be a mistyped password).
        detail: (entry.detail ?? (entry.person && !account ? 'Unknown account' : '')).slice(0, 200),
      });
      if (recorded++ % checkEvery === 0) await prune();
    },

    /** The admin reads every entry; a client owner their own client's accounts' only. */
    async list(principal: Principal, filter: AuditFilter) {
      let client = filter.client || undefined;
      if (principal.kind === 'customer') {
        if (principal.role !== '1') throw forbidden('This needs a client owner account.');
        client = principal.client;
      } else if (principal.role !== 'admin') throw forbidden('This needs an admin account.');
      const found = await audit.list(
        {
          client,
          person: filter.person?.trim() || undefined,
          kind: filter.kind || undefined,
          from: filter.from ? dayStart(filter.from) : undefined,
          before: filter.to ? nextDay(filter.to) : undefined,
        },
        AUDIT_LOG_LIMIT + 1,
      );
      return {
        type: 'success' as const,
        entries: found.slice(0, AUDIT_LOG_LIMIT).map(shown),
        more: found.length > AUDIT_LOG_LIMIT,
      };
    },

    /** Erasure of a person: their accounts' entries (by e-mail), their name where they acted. */
    async forgetPerson(email: string) {
      const usernames = (await accounts.listByEmail(email)).map((account) => account._id);
      return audit.forgetPerson(usernames, email);
    },

    forgetClient(client: string) {
      return audit.forgetClient(client);
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
/** The one call other features use to add to the audit log. */
export type RecordAudit = AuditService['record'];
