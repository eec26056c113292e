import type { Level } from '@dojo/protocol';
import type { Store } from '../../store';
import { atRevision, nextRevision, type Revised } from '../../revisions/revisions';

/** A client company: its subscription, credits and branding. */
export interface ClientDoc extends Revised {
  /** The client name, which also prefixes its trainers' usernames. */
  _id: string;
  name: string;
  email: string;
  level: Level;
  credit: number;
  creditSpent: number;
  months: number;
  subscribedOn: string;
  subscribedUntil: string;
  private: boolean;
  scenarios: string[];
  /** The players' logo and NDA; nda_json is the NDA editor's state (additive). */
  configuration: { branding_logo_url: string; nda_text: string; nda_json?: string };
  /**
   * Orders paid for but not yet complete, credits by exercise id: the client's half of the
   * order journal (docs/exercises.md, "Crash-consistent orders") (additive).
   */
  openOrders?: Record<string, number>;
  /** The monthly refill last applied (its due instant), so each applies once (additive). */
  refilledFor?: string;
}

/** Exercise ids are nanoids (no dots, no `$`), so they are safe as field names. */
const openOrder = (exerciseId: string) => `openOrders.${exerciseId}`;

/** The only place that touches the `clients` collection. */
export function clientsRepo(store: Store) {
  const clients = store.collection<ClientDoc>('clients', { durability: 'majority' });

  async function topUpFrom(name: string, period: string, credits: number): Promise<number | null> {
    const fresh = { _id: name, refilledFor: { $ne: period } };
    const before = await clients.findOneAndUpdate(
      { ...fresh, credit: { $lt: credits } },
      { $set: { credit: credits, refilledFor: period } },
      { returnDocument: 'before' },
    );
    if (before) return before.credit;
    await clients.updateOne(fresh, { $set: { refilledFor: period } });
    return null;
  }

  return {
    findByName(name: string) {
      return clients.findOne({ _id: name });
    },
    /** Throws DuplicateKeyError when a client has this name. */
    insert(client: ClientDoc) {
      return clients.insertOne(client);
    },
    listAll() {
      return clients.find({}, { sort: { _id: 1 } });
    },
    remove(name: string) {
      return clients.deleteOne({ _id: name });
    },
    /**
     * Sets the balance to `credits` if it still is `seen`, as one conditional $inc (so a
     * spend that lands in between is never overwritten); null when the balance moved.
     */
    replaceCredits(name: string, seen: number, credits: number) {
      return clients.findOneAndUpdate(
        { _id: name, credit: seen },
        { $inc: { credit: credits - seen } },
        { returnDocument: 'after' },
      );
    },
    async addScenario(name: string, scenario: string): Promise<boolean> {
      const result = await clients.updateOne({ _id: name }, { $addToSet: { scenarios: scenario } });
      return result.matchedCount === 1;
    },
    async removeScenario(name: string, scenario: string): Promise<boolean> {
      const result = await clients.updateOne({ _id: name }, { $pull: { scenarios: scenario } });
      return result.matchedCount === 1;
    },
    async setPrivate(name: string, isPrivate: boolean): Promise<boolean> {
      const result = await clients.updateOne({ _id: name }, { $set: { private: isPrivate } });
      return result.matchedCount === 1;
    },
    async setEmail(name: string, email: string): Promise<boolean> {
      const result = await clients.updateOne({ _id: name }, { $set: { email } });
      return result.matchedCount === 1;
    },
    /**
     * The Client Gateway's edit: `revision` counts configuration edits only. With `base`,
     * only while the client is still at that revision, in one conditional update; null when
     * the client is missing or has moved on (nothing changed).
     */
    setConfiguration(
      name: string,
      configuration: ClientDoc['configuration'],
      stamp: { updatedBy: string; updatedAt: string },
      base: number | undefined,
    ) {
      const filter = base === undefined ? { _id: name } : { _id: name, ...atRevision(base) };
      return clients.findOneAndUpdate(
        filter,
        { $set: { configuration, ...stamp }, ...nextRevision },
        { returnDocument: 'after' },
      );
    },
    /**
     * Pays for the order of exercise `exerciseId`: takes `credits` only if the client has
     * that many and has not paid for it yet, and notes the order as open, in one atomic
     * update; null when it could not.
     */
    chargeOrder(name: string, exerciseId: string, credits: number) {
      return clients.findOneAndUpdate(
        { _id: name, credit: { $gte: credits }, [openOrder(exerciseId)]: { $exists: false } },
        {
          $inc: { credit: -credits, creditSpent: credits },
          $set: { [openOrder(exerciseId)]: credits },
        },
        { returnDocument: 'after' },
      );
    },
    /** The order is complete: it stays paid and is no longer open. */
    async settleOrder(name: string, exerciseId: string): Promise<void> {
      await clients.updateOne({ _id: name }, { $unset: { [openOrder(exerciseId)]: '' } });
    },
    /** Gives back what an open order took, once (a second call finds nothing to give back). */
    async refundOrder(name: string, exerciseId: string): Promise<void> {
      const credits = (await clients.findOne({ _id: name }))?.openOrders?.[exerciseId];
      if (credits === undefined) return;
      await clients.updateOne(
        { _id: name, [openOrder(exerciseId)]: credits },
        {
          $inc: { credit: credits, creditSpent: -credits },
          $unset: { [openOrder(exerciseId)]: '' },
        },
      );
    },
    /** Every open order of every client (only after a crash are there any at start-up). */
    async listOpenOrders(): Promise<{ client: string; exerciseId: string }[]> {
      const all = await clients.find({ openOrders: { $exists: true } });
      return all.flatMap((client) =>
        Object.keys(client.openOrders ?? {}).map((exerciseId) => ({
          client: client._id,
          exerciseId,
        })),
      );
    },
    /** The subscription fields of every client, for the monthly refills (docs/mail-and-jobs.md). */
    listSubscriptions() {
      type Row = Pick<
        ClientDoc,
        '_id' | 'email' | 'level' | 'subscribedOn' | 'subscribedUntil' | 'refilledFor'
      >;
      const projection = {
        email: 1,
        level: 1,
        subscribedOn: 1,
        subscribedUntil: 1,
        refilledFor: 1,
      } as const;
      return clients.find<Row>({}, { projection });
    },
    /**
     * Applies the refill due at `period` once: the balance is topped up to `credits` (never
     * lowered). Two conditional updates, so a repeat or a concurrent run changes nothing.
     */
    async topUp(name: string, period: string, credits: number): Promise<boolean> {
      return (await topUpFrom(name, period, credits)) !== null;
    },
    /** As topUp; answers the balance it raised (for the credit log), or null. */
    topUpFrom,
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
