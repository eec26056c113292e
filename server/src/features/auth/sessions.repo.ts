import type { Store } from '../../store';
import { accountId } from './accounts.repo';

/**
 * One signed-in session (docs/auth.md, "Sessions"): a token made by a sign-in, a code step or
 * a password change. Whether it still counts is the account's to say (its token version and
 * revoked tokens); this record only says where and when, so its owner can see and end it.
 */
export interface SessionDoc {
  /** The token's `jti`. */
  _id: string;
  /** The account's id (the lowercased username). */
  username: string;
  /** The account's token version the token was signed under. */
  ver: number;
  userAgent: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** When the token expires: the record is pruned after. */
  expiresAt: string;
}

/** What is kept of a user agent and an address: bounded, so no request can grow a record. */
export const USER_AGENT_KEPT = 512;
export const ADDRESS_KEPT = 100;

/** The only place that touches the `sessions` collection. */
export function sessionsRepo(store: Store) {
  const sessions = store.collection<SessionDoc>('sessions');
  return {
    async ensureIndexes() {
      await sessions.createIndex({ username: 1 });
    },
    async record(session: SessionDoc) {
      await sessions.insertOne({
        ...session,
        userAgent: session.userAgent.slice(0, USER_AGENT_KEPT),
        address: session.address.slice(0, ADDRESS_KEPT),
      });
    },
    find(id: string) {
      return sessions.findOne({ _id: id });
    },
    /** The account's sessions signed under `ver`, the most recently seen first. */
    listOf(username: string, ver: number, limit: number) {
      return sessions.find(
        { username: accountId(username), ver },
        { sort: { lastSeenAt: -1 }, limit },
      );
    },
    async seen(id: string, at: string) {
      await sessions.updateOne({ _id: id }, { $set: { lastSeenAt: at } });
    },
    async remove(id: string) {
      await sessions.deleteOne({ _id: id });
    },
    /** Every record of the account (it is removed), or those not signed under `ver` any more. */
    async removeOf(username: string, keepVer?: number) {
      const filter =
        keepVer === undefined
          ? { username: accountId(username) }
          : { username: accountId(username), ver: { $ne: keepVer } };
      return (await sessions.deleteMany(filter)).deletedCount;
    },
    async removeExpired(username: string, now: string) {
      await sessions.deleteMany({ username: accountId(username), expiresAt: { $lt: now } });
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
