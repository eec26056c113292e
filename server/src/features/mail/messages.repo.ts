import type { DeliveryStatus, MailKind } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';
import { anyCase } from '../../store/anyCase';
import { withoutAddressesIn } from '../../logger';
import type { Branding, MailParams } from './templates';

/**
 * The two in-flight states (docs/mail-and-jobs.md, "Exactly once"):
 * - `sending`: claimed by one worker, the message is being handed over but its end (the
 *   "CRLF . CRLF" that commits an SMTP transaction) is held back: never delivered yet;
 * - `committing`: stored BEFORE the end is released: the mail server may have accepted it.
 */
export type MessageState = DeliveryStatus | 'sending' | 'committing';

/**
 * One message, stored BEFORE it is sent under its idempotency key (`_id`), so however often
 * an order, a job or a restart asks for it, it exists once and is sent once.
 */
export interface MailMessageDoc {
  _id: string;
  kind: MailKind;
  client: string;
  exerciseId: string | null;
  playerId: string | null;
  to: string;
  branding: Branding;
  params: MailParams;
  state: MessageState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /**
   * The VERP token of its envelope sender (`bounces+<bounceId>@…`): a delivery status
   * notification addressed there names this message (additive: older messages have none).
   */
  bounceId?: string;
  /** The Reply-To address: the client's contact address (additive). */
  replyTo?: string | null;
}

/** The only place that touches the `mailMessages` collection. */
export function messagesRepo(store: Store) {
  const messages = store.collection<MailMessageDoc>('mailMessages');

  return {
    async ensureIndexes() {
      await messages.createIndex({ exerciseId: 1, kind: 1 });
      await messages.createIndex({ state: 1 });
      await messages.createIndex({ bounceId: 1 });
      await messages.createIndex({ createdAt: -1 });
    },

    /** How many messages are in each of `states` (metrics). */
    async countByState(states: readonly string[]): Promise<Record<string, number>> {
      const counts = await Promise.all(
        states.map((state) => messages.countDocuments({ state: state as MessageState })),
      );
      return Object.fromEntries(states.map((state, i) => [state, counts[i] ?? 0]));
    },

    /** Stores the messages not stored yet; answers the keys that were new. */
    async insertNew(docs: readonly MailMessageDoc[]): Promise<string[]> {
      const ids = docs.map((doc) => doc._id);
      const known = new Set(
        (
          await messages.find<{ _id: string }>({ _id: { $in: ids } }, { projection: { _id: 1 } })
        ).map((doc) => doc._id),
      );
      const fresh = docs.filter((doc) => !known.has(doc._id));
      const inserted: string[] = [];
      for (const doc of fresh) {
        try {
          await messages.insertOne(doc);
          inserted.push(doc._id);
        } catch (error) {
          // Another request stored the same key first: that one is the message.
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
      return inserted;
    },

    findById(id: string) {
      return messages.findOne({ _id: id });
    },

    /** Claims a message for sending; null when it is sent, failed or claimed by another. */
    claim(id: string) {
      return messages.findOneAndUpdate(
        { _id: id, state: 'queued' },
        { $set: { state: 'sending' }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      );
    },
    /**
     * A claim left by a process that stopped before the message's end was released (crash):
     * nothing was delivered, so it is sent again. Also a `committing` message the transport
     * knows was not delivered (the outbox: no file). Only the job that owns the message calls
     * this, after its lock expired.
     */
    reclaim(id: string, from: 'sending' | 'committing') {
      return messages.findOneAndUpdate(
        { _id: id, state: from },
        { $set: { state: 'sending' }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      );
    },
    /** Stored before the message's end goes out; false when the claim was lost meanwhile. */
    async markCommitting(id: string): Promise<boolean> {
      const { modifiedCount } = await messages.updateOne(
        { _id: id, state: 'sending' },
        { $set: { state: 'committing' } },
      );
      return modifiedCount === 1;
    },
    /** The mail server answered 250 (also after a restart judged it unconfirmed: it was not). */
    markSent(id: string, at: string) {
      return messages.updateOne(
        { _id: id, state: { $in: ['committing', 'unconfirmed'] } },
        { $set: { state: 'sent', sentAt: at, lastError: null } },
      );
    },
    /** Back to the queue after a refusal (a definite answer) that will be retried. */
    markRetrying(id: string, error: string) {
      return messages.updateOne(
        { _id: id, state: { $in: ['sending', 'committing'] } },
        { $set: { state: 'queued', lastError: error } },
      );
    },
    /** Found `committing` with nobody sending it: it may have been delivered, never resent. */
    markUnconfirmed(id: string, lastError: string | null) {
      return messages.findOneAndUpdate(
        { _id: id, state: 'committing' },
        { $set: { state: 'unconfirmed', lastError } },
        { returnDocument: 'after' },
      );
    },
    /** A queued message that must no longer be sent (stillDue.ts): `held`, why in lastError. */
    markHeld(id: string, reason: string) {
      return messages.findOneAndUpdate(
        { _id: id, state: 'queued' },
        { $set: { state: 'held', lastError: reason } },
        { returnDocument: 'after' },
      );
    },
    markFailed(id: string, error: string) {
      return messages.updateOne({ _id: id }, { $set: { state: 'failed', lastError: error } });
    },

    /**
     * A delivery status notification said the message could not be delivered. Only a message
     * the mail server may have taken can bounce; answers it when it changed.
     */
    markBounced(bounceId: string, answer: string) {
      return messages.findOneAndUpdate(
        { bounceId, state: { $in: ['sent', 'unconfirmed', 'committing'] } },
        { $set: { state: 'bounced', lastError: answer } },
        { returnDocument: 'after' },
      );
    },
    /** The newest messages, newest first (the admin's mail log). */
    listNewest(limit: number) {
      return messages.find({}, { sort: { createdAt: -1 }, limit });
    },
    /** The keys of every message of an exercise, whatever its kind (an erasure). */
    async idsByExercise(exerciseId: string): Promise<string[]> {
      const found = await messages.find<{ _id: string }>(
        { exerciseId },
        { projection: { _id: 1 } },
      );
      return found.map((doc) => doc._id);
    },
    /** The keys of every message to `email` (whatever its case) or to one of the players. */
    async idsOfPerson(email: string, playerIds: readonly string[]): Promise<string[]> {
      const found = await messages.find<{ _id: string }>(
        { $or: [{ to: anyCase(email) }, { playerId: { $in: [...playerIds] } }] },
        { projection: { _id: 1 } },
      );
      return found.map((doc) => doc._id);
    },
    /** The messages under these keys (what an erasure reads before it erases). */
    listByIds(ids: readonly string[]): Promise<MailMessageDoc[]> {
      return messages.find({ _id: { $in: [...ids] } });
    },
    async removeByIds(ids: readonly string[]): Promise<number> {
      return (await messages.deleteMany({ _id: { $in: [...ids] } })).deletedCount;
    },
    /**
     * Remove Emails: player and facilitator messages keep their state and counts but drop
     * the address; one still waiting is never sent (failed). Answers the keys changed.
     */
    async hideAddresses(lastError: string): Promise<string[]> {
      const filter = {
        to: { $ne: '' },
        $or: [{ playerId: { $ne: null } }, { kind: 'facilitator' as MailKind }],
      };
      const found = await messages.find<{ _id: string }>(filter, { projection: { _id: 1 } });
      await messages.updateMany(
        { ...filter, state: 'queued' },
        { $set: { state: 'failed', lastError } },
      );
      await messages.updateMany(filter, { $set: { to: '' } });
      // A mail server's answer (a refusal, a bounce) quotes the recipient's address.
      const answers = await messages.find<{ _id: string; lastError?: string }>(
        { _id: { $in: found.map((doc) => doc._id) }, lastError: { $regex: '@' } },
        { projection: { _id: 1, lastError: 1 } },
      );
      for (const { _id, lastError: answer = '' } of answers) {
        await messages.updateOne({ _id }, { $set: { lastError: withoutAddressesIn(answer) } });
      }
      return found.map((doc) => doc._id);
    },
    /** Makes the removals and changes before it physical (an erasure). */
    compact() {
      return messages.compact();
    },

    listByExercise(exerciseId: string, kind: MailKind) {
      return messages.find({ exerciseId, kind }, { sort: { createdAt: 1 } });
    },
    /** Messages waiting or mid-send: a restart makes sure each still has its job. */
    listUnfinished() {
      return messages.find<{ _id: string }>(
        { state: { $in: ['queued', 'sending', 'committing'] } },
        { projection: { _id: 1 }, sort: { createdAt: 1 } },
      );
    },
    countSince(kind: MailKind, playerId: string, sinceIso: string) {
      return messages.countDocuments({ kind, playerId, createdAt: { $gte: sinceIso } });
    },
  };
}
export type MessagesRepo = ReturnType<typeof messagesRepo>;
