import type { PortalCredits } from '@dojo/protocol';
import { AppError, notFound } from '../../errors';
import type { CreditChangesRepo } from '../admin/creditChanges.repo';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import { visibleExercises } from '../exercises/trainedBy';
import type { CustomerPrincipal } from '../../core/principal';

/** Who ordered, for which exercise; `free` marks an admin's campaign (logged, spends nothing). */
export interface OrderNote {
  by: string;
  exercise: string;
  free?: boolean;
}

/**
 * A client's credits: one per player or participant of a portal order (docs/portal.md).
 * Spending is one conditional update on the client, so the balance never drops below zero
 * and two orders racing for the last credits cannot both get them.
 */
export function creditsService(deps: {
  clients: ClientsRepo;
  exercises: ExercisesRepo;
  players: PlayersRepo;
  /** Every movement is logged (docs/admin.md, "The credit log"). */
  creditChanges: Pick<CreditChangesRepo, 'record'>;
  now?: () => number;
}) {
  const { clients, exercises, players, creditChanges } = deps;
  const at = () => new Date(deps.now?.() ?? Date.now()).toISOString();

  async function balance(client: string): Promise<number> {
    const doc = await clients.findByName(client);
    if (!doc) throw notFound('Client selected is not valid', 'client_not_found');
    return Math.max(0, doc.credit);
  }

  async function logOrder(
    client: string,
    exerciseId: string,
    old: number,
    now: number,
    order?: OrderNote,
  ): Promise<void> {
    await creditChanges.record({
      _id: `order:${exerciseId}`,
      client,
      by: order?.by ?? 'system',
      at: at(),
      old,
      new: now,
      reason: 'order',
      exerciseId,
      ...(order ? { exercise: order.exercise } : {}),
    });
  }

  /** An admin's campaign spends nothing; the log says so (docs/admin.md). */
  async function logFree(client: string, exerciseId: string, order: OrderNote): Promise<void> {
    const doc = await clients.findByName(client);
    if (!doc) return;
    await creditChanges.record({
      _id: `free:${exerciseId}`,
      client,
      by: order.by,
      at: at(),
      old: doc.credit,
      new: doc.credit,
      reason: 'adminFree',
      exerciseId,
      exercise: order.exercise,
    });
  }

  return {
    balance,

    /**
     * Pays for the order of exercise `exerciseId` and notes it open on the client, or
     * refuses (402) changing nothing. `settle` or `refund` closes it. A free order (a
     * campaign, a facilitated session) takes nothing, and its exercise's mark is its journal.
     */
    async charge(
      client: string,
      exerciseId: string,
      credits: number,
      order?: OrderNote,
    ): Promise<void> {
      if (credits <= 0) {
        if (order?.free) await logFree(client, exerciseId, order);
        return;
      }
      const paid = await clients.chargeOrder(client, exerciseId, credits);
      if (paid) {
        await logOrder(client, exerciseId, paid.credit + credits, paid.credit, order);
        return;
      }
      const left = await balance(client);
      throw new AppError(
        'not_enough_credits',
        `Not enough credits: this order needs ${credits} and you have ${left}.`,
      );
    },
    /**
     * Closes a paid order. Its log entry is written again first (one entry per order), so a
     * crash between the charge and its entry still leaves the order in the log.
     */
    async settle(client: string, exerciseId: string): Promise<void> {
      const doc = await clients.findByName(client);
      const amount = doc?.openOrders?.[exerciseId];
      if (doc && amount !== undefined) {
        await logOrder(client, exerciseId, doc.credit + amount, doc.credit);
      }
      await clients.settleOrder(client, exerciseId);
    },
    /**
     * Gives back what `charge` took when the exercise could not be created after all. Logged
     * before the refund (one entry per order): a crash in between is refunded by the
     * recovery, which finds the order still open.
     */
    async refund(client: string, exerciseId: string): Promise<void> {
      const doc = await clients.findByName(client);
      const amount = doc?.openOrders?.[exerciseId];
      if (!doc || amount === undefined) return;
      await creditChanges.record({
        _id: `refund:${exerciseId}`,
        client,
        by: 'system',
        at: at(),
        old: doc.credit,
        new: doc.credit + amount,
        reason: 'refund',
        exerciseId,
      });
      await clients.refundOrder(client, exerciseId);
    },
    openOrders: () => clients.listOpenOrders(),

    /**
     * The portal's getCredits: the balance and the learners (player e-mails) of the
     * exercises the account may see (a trainer: those it trains).
     */
    async portalCredits(principal: CustomerPrincipal): Promise<PortalCredits> {
      const { client } = principal;
      const visible = visibleExercises(principal, await exercises.listByClient(client));
      const ids = visible.map((exercise) => exercise._id);
      const emails = (await players.listByExercises(ids)).flatMap((player) =>
        player.email ? [player.email.toLowerCase()] : [],
      );
      return { credit: await balance(client), learners: [...new Set(emails)].sort() };
    },
  };
}
export type CreditsService = ReturnType<typeof creditsService>;
