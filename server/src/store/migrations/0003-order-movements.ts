import type { Migration } from './migration';

interface ExerciseRow {
  _id: string;
  client: string;
  identifier?: string;
  orderedBy?: string;
  credits?: number;
  createdAt?: string;
  date?: string;
}
interface ClientRow {
  _id: string;
  name: string;
  credit: number;
}
interface ChangeRow {
  _id: string;
  client: string;
  at: string;
  old: number;
  new: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Orders paid before the credit log existed get their movement (docs/admin.md, "The credit
 * log"), so a client's movements explain its balance: each entry starts where the one before
 * it ended, and the last ends at the balance. The missing orders all came before the first
 * logged movement; they are written in the order they were made (the exercise's `createdAt`),
 * each no later than just before that first movement, chained back from its `old` (or from
 * the balance when nothing is logged). Idempotent: an order with its entry
 * (`order:<exercise>`) is left alone, so a second run writes nothing.
 */
export const migration: Migration = {
  id: 3,
  name: 'order-movements',
  async up(store) {
    const changes = store.collection<ChangeRow>('creditChanges');
    const logged = new Set(
      (await changes.find({}, { projection: { _id: 1 } })).map((change) => change._id),
    );
    const paid = (await store.collection<ExerciseRow>('exercises').find({})).filter(
      (exercise) =>
        (exercise.credits ?? 0) > 0 &&
        !logged.has(`order:${exercise._id}`) &&
        !logged.has(`refund:${exercise._id}`),
    );
    const byClient = new Map<string, ExerciseRow[]>();
    for (const exercise of paid)
      byClient.set(exercise.client, [...(byClient.get(exercise.client) ?? []), exercise]);
    const clients = store.collection<ClientRow>('clients');
    for (const [client, orders] of byClient) {
      const doc = await clients.findOne({ name: client });
      if (!doc) continue;
      const [first] = await changes.find({ client }, { sort: { at: 1 }, limit: 1 });
      const madeAt = (order: ExerciseRow) =>
        Date.parse(order.createdAt ?? `${order.date ?? '1970-01-01'}T00:00:00.000Z`) || 0;
      // Newest first: each one ends where the next (already placed) movement starts.
      orders.sort((a, b) => madeAt(b) - madeAt(a) || b._id.localeCompare(a._id));
      let balanceAfter = first ? first.old : doc.credit;
      let latest = first ? Date.parse(first.at) - 1 : Number.POSITIVE_INFINITY;
      for (const order of orders) {
        const at = Math.min(madeAt(order), latest);
        const spent = order.credits ?? 0;
        await changes.updateOne(
          { _id: `order:${order._id}` },
          {
            $setOnInsert: {
              client,
              by: order.orderedBy ?? 'system',
              at: iso(at),
              old: balanceAfter + spent,
              new: balanceAfter,
              reason: 'order',
              exerciseId: order._id,
              ...(order.identifier ? { exercise: order.identifier } : {}),
            },
          },
          { upsert: true },
        );
        balanceAfter += spent;
        latest = at - 1;
      }
    }
  },
};
