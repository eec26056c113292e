import { CREDIT_LOG_LIMIT, type CreditLogEntry, type CreditLogFilter } from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { CreditChangeDoc, CreditChangesRepo } from '../admin/creditChanges.repo';
import type { CustomerPrincipal } from '../../core/principal';

const OTHER_CLIENT = 'You can only see your own credit movements.';

function entryOf(doc: CreditChangeDoc): CreditLogEntry {
  return {
    client: doc.client,
    by: doc.by,
    at: doc.at,
    old: doc.old,
    new: doc.new,
    // An entry an older release wrote after the upgrade has none until the next start's
    // repair (migration 1): it was an admin's change, the only kind that release logged.
    reason: (doc as Partial<Pick<CreditChangeDoc, 'reason'>>).reason ?? 'admin',
    ...(doc.exercise ? { exercise: doc.exercise } : {}),
  };
}

/** A UTC day's first and last instants, for the date filters. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

/** Reading the credit log (docs/admin.md, "The credit log"): the admin's and the customer's. */
export function creditLog(changes: Pick<CreditChangesRepo, 'list'>) {
  return {
    /** The admin: every client, or the filtered ones, newest first. */
    async forAdmin(filter: CreditLogFilter): Promise<CreditLogEntry[]> {
      const docs = await changes.list({
        client: filter.client?.trim() || undefined,
        reason: filter.reason || undefined,
        from: filter.from ? dayStart(filter.from) : undefined,
        to: filter.to ? dayEnd(filter.to) : undefined,
        limit: CREDIT_LOG_LIMIT,
      });
      return docs.map(entryOf);
    },

    /** A customer's own client only; naming another client is refused. */
    async forCustomer(principal: CustomerPrincipal, client?: string): Promise<CreditLogEntry[]> {
      if (client !== undefined && client !== principal.client) {
        throw forbidden(OTHER_CLIENT, 'forbidden');
      }
      const docs = await changes.list({ client: principal.client, limit: CREDIT_LOG_LIMIT });
      return docs.map(entryOf);
    },
  };
}
