import type { CreditReason } from '@dojo/protocol';
import type { Filter, Store } from '../../store';
import { DuplicateKeyError } from '../../store';
import { anyCase } from '../../store/anyCase';

/**
 * One change of a client's balance: who, when, from what, to what, and why (docs/admin.md,
 * "The credit log"). Entries stored before reasons existed get `admin` from migration 1
 * (`server/src/store/migrations/0001-credit-log-reasons.ts`).
 */
export interface CreditChangeDoc {
  _id: string;
  client: string;
  by: string;
  at: string;
  old: number;
  new: number;
  reason: CreditReason;
  exerciseId?: string;
  /** The exercise's identifier as it was named when the credits moved. */
  exercise?: string;
}

/** What the credit log screens filter on; `from`/`to` are ISO instants. */
export interface CreditLogQuery {
  client?: string;
  reason?: CreditReason;
  from?: string;
  to?: string;
  limit: number;
}

/** The only place that touches the `creditChanges` collection (an append-only log). */
export function creditChangesRepo(store: Store) {
  const changes = store.collection<CreditChangeDoc>('creditChanges', { durability: 'majority' });
  return {
    async ensureIndexes() {
      await changes.createIndex({ client: 1, at: 1 });
    },
    insert(change: CreditChangeDoc) {
      return changes.insertOne(change);
    },
    /** A data-subject request: the entries keep their amounts, `by` no longer names them. */
    async forgetAuthor(email: string, replacement: string): Promise<number> {
      const { modifiedCount } = await changes.updateMany(
        { by: anyCase(email) },
        { $set: { by: replacement } },
      );
      await changes.compact();
      return modifiedCount;
    },
    listByClient(client: string) {
      return changes.find({ client }, { sort: { at: 1 } });
    },
    /**
     * Records an entry whose id names the movement (`order:<exercise>`, `refill:<client>:<due>`),
     * so writing it again (a retry, a recovery after a crash) keeps one entry.
     */
    async record(change: CreditChangeDoc): Promise<void> {
      try {
        await changes.insertOne(change);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    /** The credit log, newest first. */
    list(query: CreditLogQuery) {
      const filter: Filter<CreditChangeDoc> = {};
      if (query.client) filter.client = query.client;
      if (query.reason) filter.reason = query.reason;
      if (query.from || query.to) {
        filter.at = {
          ...(query.from ? { $gte: query.from } : {}),
          ...(query.to ? { $lte: query.to } : {}),
        };
      }
      return changes.find(filter, { sort: { at: -1 }, limit: query.limit });
    },
  };
}
export type CreditChangesRepo = ReturnType<typeof creditChangesRepo>;
