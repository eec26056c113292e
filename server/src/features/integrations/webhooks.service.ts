import { nanoid } from 'nanoid';
import {
  SECRET_OVERLAP_HOURS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOKS_PER_CLIENT,
  type Status,
  type Webhook,
  type WebhookEventType,
} from '@dojo/protocol';
import { AppError, badRequest, notFound } from '../../errors';
import type { Principal } from '../../core/principal';
import type { ClientsRepo } from '../clients/clients.repo';
import { literalTargetRefusal } from './outbound';
import { newSecret, toDelivery, type WebhookSender } from './webhookSender';
import type { WebhookDoc, WebhooksRepo } from './webhooks.repo';

/** The client a call is about: the owner's own, or the one the admin names. */
export interface ClientScope {
  client?: string | undefined;
}

const NO_HOOK = 'This client has no such webhook.';

/** The client a call is about: the owner's own; the admin must name one that exists. */
export function clientScope(clients: Pick<ClientsRepo, 'findByName'>) {
  return async (principal: Principal, scope: ClientScope): Promise<string> => {
    if (principal.kind === 'customer') return principal.client;
    const name = scope.client ?? '';
    if (!name) throw badRequest('Choose the client.', 'select_client');
    if (!(await clients.findByName(name)))
      throw notFound('There is no client with this name.', 'client_not_found');
    return name;
  };
}
export type ClientOf = ReturnType<typeof clientScope>;

/** The secret as screens show it after creation: its last 4 characters. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

/** A client's webhooks: made, listed, rotated, tested, removed (docs/integrations.md). */
export function webhooksService(deps: {
  repo: WebhooksRepo;
  clients: Pick<ClientsRepo, 'findByName'>;
  sender: WebhookSender;
  now: () => number;
  allowPrivate: boolean;
}) {
  const { repo, clients, sender, now, allowPrivate } = deps;
  const iso = (ms = now()) => new Date(ms).toISOString();

  const clientOf = clientScope(clients);

  async function hookOf(principal: Principal, scope: ClientScope & { hook: string }) {
    const client = await clientOf(principal, scope);
    const hook = await repo.find(scope.hook);
    if (!hook || hook.client !== client) throw notFound(NO_HOOK, 'webhook_not_found');
    return hook;
  }

  async function present(hook: WebhookDoc): Promise<Webhook> {
    const current = hook.secrets[0]?.secret ?? '';
    const previous = hook.secrets.find(
      (secret) => secret.until && Date.parse(secret.until) > now(),
    );
    return {
      id: hook._id,
      client: hook.client,
      url: hook.url,
      events: hook.events,
      secretHint: secretHint(current),
      previousSecretUntil: previous?.until ?? null,
      createdAt: hook.createdAt,
      ...(await repo.summary(hook._id)),
    };
  }

  return {
    async list(principal: Principal, scope: ClientScope): Promise<Webhook[]> {
      const client = await clientOf(principal, scope);
      return Promise.all((await repo.listByClient(client)).map(present));
    },

    async create(
      principal: Principal,
      input: ClientScope & { url: string; events: WebhookEventType[] },
    ): Promise<{ webhook: Webhook; secret: string }> {
      const client = await clientOf(principal, input);
      const refusal = literalTargetRefusal(input.url, allowPrivate);
      if (refusal) throw new AppError('private_target', refusal);
      if ((await repo.countByClient(client)) >= WEBHOOKS_PER_CLIENT)
        throw badRequest(
          `A client has at most ${WEBHOOKS_PER_CLIENT} webhooks.`,
          'too_many_webhooks',
        );
      const secret = newSecret();
      const doc: WebhookDoc = {
        _id: `hook_${nanoid(16)}`,
        client,
        url: input.url,
        events: [...new Set(input.events)],
        secrets: [{ secret, createdAt: iso() }],
        createdAt: iso(),
        createdBy: principal.user,
      };
      await repo.insert(doc);
      return { webhook: await present(doc), secret };
    },

    async remove(principal: Principal, input: ClientScope & { hook: string }): Promise<Status> {
      const hook = await hookOf(principal, input);
      await repo.remove(hook._id);
      return { type: 'success', data: `The webhook to ${hook.url} was removed.` };
    },

    /** A new secret signs from now on; the previous one signs beside it for the overlap. */
    async rotate(principal: Principal, input: ClientScope & { hook: string }) {
      const hook = await hookOf(principal, input);
      const secret = newSecret();
      const until = iso(now() + SECRET_OVERLAP_HOURS * 3_600_000);
      const [current] = hook.secrets;
      // Only the newest previous secret overlaps: an older one stops at once.
      const secrets = [{ secret, createdAt: iso() }, ...(current ? [{ ...current, until }] : [])];
      const saved = await repo.setSecrets(hook._id, secrets);
      if (!saved) throw notFound(NO_HOOK, 'webhook_not_found');
      return { webhook: await present(saved), secret, previousSecretUntil: until };
    },

    async test(principal: Principal, input: ClientScope & { hook: string }) {
      return sender.test(await hookOf(principal, input));
    },

    async deliveries(principal: Principal, input: ClientScope & { hook: string }) {
      const hook = await hookOf(principal, input);
      return (await repo.listDeliveries(hook._id, WEBHOOK_LOG_LIMIT)).map(toDelivery);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
