import type { WebhookEventType, DeliveryState } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';

/** One signing secret (whsec_...); a rotated-out one keeps `until`, when it stops signing. */
export interface HookSecret {
  secret: string;
  createdAt: string;
  until?: string;
}

/** A client's webhook: where its messages go, which events, and its secrets (newest first). */
export interface WebhookDoc {
  _id: string;
  client: string;
  url: string;
  events: WebhookEventType[];
  secrets: HookSecret[];
  createdAt: string;
  createdBy: string;
}

/** One message to one hook: its id is the webhook-id, the same on every attempt. */
export interface DeliveryDoc {
  _id: string;
  hook: string;
  client: string;
  /** The exercise it tells of (erased with it); none for the test message. */
  exerciseId?: string;
  /** The player it names (erased with their address). */
  playerId?: string;
  type: string;
  /** The JSON body as signed, kept so every retry sends the same bytes. */
  payload: string;
  state: DeliveryState;
  attempts: number;
  createdAt: string;
  lastAttemptAt?: string;
  deliveredAt?: string;
  lastAnswer?: string;
}

/** The only code touching `webhooks` and `webhookDeliveries`. */
export function webhooksRepo(store: Store) {
  const hooks = store.collection<WebhookDoc>('webhooks');
  const deliveries = store.collection<DeliveryDoc>('webhookDeliveries');

  return {
    async ensureIndexes(): Promise<void> {
      await hooks.createIndex({ client: 1 });
      await deliveries.createIndex({ hook: 1, createdAt: -1 });
      await deliveries.createIndex({ exerciseId: 1 }, { sparse: true });
    },
    listByClient(client: string) {
      return hooks.find({ client }, { sort: { createdAt: 1 } });
    },
    countByClient(client: string) {
      return hooks.countDocuments({ client });
    },
    find(id: string) {
      return hooks.findOne({ _id: id });
    },
    insert(doc: WebhookDoc) {
      return hooks.insertOne(doc);
    },
    async setSecrets(id: string, secrets: HookSecret[]): Promise<WebhookDoc | null> {
      return hooks.findOneAndUpdate(
        { _id: id },
        { $set: { secrets } },
        { returnDocument: 'after' },
      );
    },
    /** The hook and its log go together. */
    async remove(id: string): Promise<boolean> {
      const removed = await hooks.deleteOne({ _id: id });
      await deliveries.deleteMany({ hook: id });
      await hooks.compact();
      await deliveries.compact();
      return removed.deletedCount === 1;
    },
    /** Stores a delivery under its id; false when one is there already (told once). */
    async addDelivery(doc: DeliveryDoc): Promise<boolean> {
      try {
        await deliveries.insertOne(doc);
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    findDelivery(id: string) {
      return deliveries.findOne({ _id: id });
    },
    async recordAttempt(
      id: string,
      state: DeliveryState,
      at: string,
      answer: string,
    ): Promise<void> {
      await deliveries.updateOne(
        { _id: id },
        {
          $set: {
            state,
            lastAttemptAt: at,
            lastAnswer: answer,
            ...(state === 'delivered' ? { deliveredAt: at } : {}),
          },
          $inc: { attempts: 1 },
        },
      );
    },
    /** Messages not settled yet (waiting or retrying): their ids. */
    async listUnsettled(): Promise<string[]> {
      const open = await deliveries.find<{ _id: string }>(
        { state: { $in: ['waiting', 'failing'] } },
        { projection: { _id: 1 } },
      );
      return open.map((doc) => doc._id);
    },
    /** Erasure of a person: the messages that named one of these players. */
    async removeForPlayers(playerIds: readonly string[]): Promise<number> {
      const removed = await deliveries.deleteMany({ playerId: { $in: [...playerIds] } });
      await deliveries.compact();
      return removed.deletedCount;
    },
    /** Erasure of every address: the messages that named a player. */
    async removeNamingPlayers(): Promise<number> {
      const removed = await deliveries.deleteMany({ playerId: { $exists: true } });
      await deliveries.compact();
      return removed.deletedCount;
    },
    listDeliveries(hook: string, limit: number) {
      return deliveries.find({ hook }, { sort: { createdAt: -1, _id: -1 }, limit });
    },
    /** The delivery state of one hook at a glance. */
    async summary(hook: string) {
      const [waiting, failing, lastDelivered, lastFailing] = await Promise.all([
        deliveries.countDocuments({ hook, state: 'waiting' }),
        deliveries.countDocuments({ hook, state: { $in: ['failing', 'failed'] } }),
        deliveries.find({ hook, state: 'delivered' }, { sort: { deliveredAt: -1 }, limit: 1 }),
        deliveries.find(
          { hook, state: { $in: ['failing', 'failed'] } },
          { sort: { lastAttemptAt: -1 }, limit: 1 },
        ),
      ]);
      return {
        waiting,
        failing,
        lastDeliveredAt: lastDelivered[0]?.deliveredAt ?? null,
        lastFailure: lastFailing[0]?.lastAnswer ?? null,
      };
    },
    /** Erasure: a removed exercise's messages go, with what they said of it. */
    async removeForExercise(exerciseId: string): Promise<number> {
      const removed = await deliveries.deleteMany({ exerciseId });
      await deliveries.compact();
      return removed.deletedCount;
    },
    /** A removed client's hooks, secrets and logs. */
    async removeForClient(client: string): Promise<number> {
      const removed = await hooks.deleteMany({ client });
      await deliveries.deleteMany({ client });
      await hooks.compact();
      await deliveries.compact();
      return removed.deletedCount;
    },
  };
}
export type WebhooksRepo = ReturnType<typeof webhooksRepo>;
