import type { Store } from '../../store';

/** One change of a client's balance by an admin: who, when, from what, to what. */
export interface CreditChangeDoc {
  _id: string;
  client: string;
  by: string;
  at: string;
  old: number;
  new: number;
}

/** The only place that touches the `creditChanges` collection (an append-only log). */
export function creditChangesRepo(store: Store) {
  const changes = store.collection<CreditChangeDoc>('creditChanges');
  return {
    async ensureIndexes() {
      await changes.createIndex({ client: 1, at: 1 });
    },
    insert(change: CreditChangeDoc) {
      return changes.insertOne(change);
    },
    listByClient(client: string) {
      return changes.find({ client }, { sort: { at: 1 } });
    },
  };
}
export type CreditChangesRepo = ReturnType<typeof creditChangesRepo>;
