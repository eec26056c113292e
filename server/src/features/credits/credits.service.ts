import type { PortalCredits } from '@dojo/protocol';
import { AppError, notFound } from '../../errors';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import { visibleExercises } from '../exercises/trainedBy';
import type { CustomerPrincipal } from '../../app/principal';

/**
 * A client's credits: one per player or participant of a portal order (portal spec §9).
 * Spending is one conditional update on the client, so the balance never drops below zero
 * and two orders racing for the last credits cannot both get them.
 */
export function creditsService(deps: {
  clients: ClientsRepo;
  exercises: ExercisesRepo;
  players: PlayersRepo;
}) {
  const { clients, exercises, players } = deps;

  async function balance(client: string): Promise<number> {
    const doc = await clients.findByName(client);
    if (!doc) throw notFound('Client selected is not valid', 'client_not_found');
    return Math.max(0, doc.credit);
  }

  return {
    balance,

    /**
     * Pays for the order of exercise `exerciseId` and notes it open on the client, or
     * refuses (402) changing nothing. `settle` or `refund` closes it. A free order (a
     * campaign, a facilitated session) takes nothing, and its exercise's mark is its journal.
     */
    async charge(client: string, exerciseId: string, credits: number): Promise<void> {
      if (credits <= 0) return;
      if (await clients.chargeOrder(client, exerciseId, credits)) return;
      const left = await balance(client);
      throw new AppError(
        'not_enough_credits',
        `Not enough credits: this order needs ${credits} and you have ${left}.`,
      );
    },
    settle: (client: string, exerciseId: string) => clients.settleOrder(client, exerciseId),
    /** Gives back what `charge` took when the exercise could not be created after all. */
    refund: (client: string, exerciseId: string) => clients.refundOrder(client, exerciseId),
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
