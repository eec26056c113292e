import type { Store } from '../../store';
import { anyCase } from '../../store/anyCase';

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
  };
}
export type CreditChangesRepo = ReturnType<typeof creditChangesRepo>;
