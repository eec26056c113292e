import { FORGOTTEN_AUTHOR, type AuditKind } from '@dojo/protocol';
import type { Filter, Store } from '../../store';
import { anyCase } from '../../store/anyCase';

/** One entry of the audit log (docs/auth.md, "Audit log"). */
export interface AuditDoc {
  _id: string;
  at: string;
  kind: AuditKind;
  /** The account's id (lowercased username) the entry is about; '' when none matched. */
  person: string;
  /** The account's e-mail address when recorded: erasure finds the person's entries by it. */
  email: string;
  by: string;
  client: string;
  address: string;
  detail: string;
}

export interface AuditQuery {
  client?: string;
  person?: string;
  kind?: AuditKind;
  /** ISO times, inclusive / exclusive. */
  from?: string;
  before?: string;
}

/** The only place that touches the `auditLog` collection. */
export function auditRepo(store: Store) {
  const log = store.collection<AuditDoc>('auditLog');
  const filterOf = (query: AuditQuery): Filter<AuditDoc> => {
    const at: Record<string, string> = {};
    if (query.from) at.$gte = query.from;
    if (query.before) at.$lt = query.before;
    return {
      ...(query.client !== undefined ? { client: query.client } : {}),
      ...(query.person ? { person: query.person.toLowerCase() } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(Object.keys(at).length > 0 ? { at } : {}),
    };
  };
  return {
    async ensureIndexes() {
      await log.createIndex({ at: -1 });
      await log.createIndex({ client: 1, at: -1 });
    },
    async add(entry: AuditDoc) {
      await log.insertOne(entry);
    },
    /** The newest first; one more than `limit` tells the caller more matched. */
    list(query: AuditQuery, limit: number) {
      return log.find(filterOf(query), { sort: { at: -1, _id: -1 }, limit });
    },
    count() {
      return log.countDocuments({});
    },
    /** Drops the `n` oldest entries (the log is bounded, docs/auth.md). */
    async dropOldest(n: number) {
      if (n <= 0) return 0;
      const oldest = await log.find<{ _id: string }>(
        {},
        { sort: { at: 1, _id: 1 }, limit: n, projection: { _id: 1 } },
      );
      const ids = oldest.map((entry) => entry._id);
      return (await log.deleteMany({ _id: { $in: ids } })).deletedCount;
    },
    /** Erasure: every entry about the person, and their name where they acted on others. */
    async forgetPerson(usernames: readonly string[], email: string) {
      const names = usernames.map((name) => name.toLowerCase());
      const about = await log.deleteMany({
        $or: [{ person: { $in: names } }, ...(email ? [{ email: anyCase(email) }] : [])],
      });
      if (names.length > 0)
        await log.updateMany({ by: { $in: names } }, { $set: { by: FORGOTTEN_AUTHOR } });
      // Erasure is physical: the embedded store's datafiles keep removed records until then.
      await log.compact();
      return about.deletedCount;
    },
    async forgetClient(client: string) {
      const { deletedCount } = await log.deleteMany({ client });
      await log.compact();
      return deletedCount;
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;
