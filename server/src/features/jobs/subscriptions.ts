import { lastRefillDue, MONTHLY_CREDITS } from '@dojo/protocol';
import type { Logger } from '../../logger';
import type { CreditChangesRepo } from '../admin/creditChanges.repo';
import type { ClientsRepo } from '../clients/clients.repo';
import { isSendableAddress } from '../mail/headers';
import type { Mailer } from '../mail/mailer';
import type { Jobs } from './jobs';

export const SUBSCRIPTIONS_JOB = 'subscriptions.sweep';

/**
 * Monthly refills and the end of each subscription, checked by one recurring job. Every
 * step is keyed (the refill by its due instant on the client, the notice by its mail key),
 * so a sweep that runs twice, late or after a crash applies each exactly once.
 */
export function subscriptionJobs(deps: {
  jobs: Jobs;
  clients: ClientsRepo;
  /** Where each refill is logged (docs/admin.md, "The credit log"). */
  creditChanges?: Pick<CreditChangesRepo, 'record'>;
  mailer: Mailer;
  now: () => number;
  logger: Logger;
  interval?: string;
}) {
  const { jobs, clients, mailer, now, logger } = deps;

  async function sweep(): Promise<{ refilled: number; ended: number }> {
    let refilled = 0;
    let ended = 0;
    for (const client of await clients.listSubscriptions()) {
      const until = Date.parse(client.subscribedUntil);
      const due = lastRefillDue(client.subscribedOn, client.subscribedUntil, now());
      if (due && client.refilledFor !== due) {
        const credits = MONTHLY_CREDITS[client.level];
        const old = await clients.topUpFrom(client._id, due, credits);
        if (old !== null) {
          refilled += 1;
          await deps.creditChanges?.record({
            _id: `refill:${client._id}:${due}`,
            client: client._id,
            by: 'system',
            at: new Date(now()).toISOString(),
            old,
            new: credits,
            reason: 'refill',
          });
        }
      }
      if (until <= now() && isSendableAddress(client.email)) {
        const full = await clients.findByName(client._id);
        ended += await mailer.queue([
          {
            key: `subscriptionEnded:${client._id}:${client.subscribedUntil}`,
            kind: 'subscriptionEnded',
            client: client._id,
            exerciseId: null,
            playerId: null,
            to: client.email,
            branding: { name: client._id, logoUrl: '' },
            params: {
              kind: 'subscriptionEnded',
              client: client._id,
              endedOn: client.subscribedUntil.slice(0, 10),
              credits: Math.max(0, full?.credit ?? 0),
            },
          },
        ]);
      }
    }
    if (refilled + ended > 0) logger.info({ refilled, ended }, 'subscriptions swept');
    return { refilled, ended };
  }

  jobs.define<{ key: string }>(SUBSCRIPTIONS_JOB, async () => {
    await sweep();
  });

  return {
    sweep,
    schedule: () => jobs.every(SUBSCRIPTIONS_JOB, deps.interval ?? '1 hour'),
  };
}
