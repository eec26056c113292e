import { Router } from 'express';
import { integrationCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import { forbidden } from '../../errors';
import type { Principal } from '../../core/principal';
import type { Guards } from '../auth/guards';
import type { WebhooksService } from './webhooks.service';

/** A client's integrations are its owner's to change (trainers are not), or the admin's. */
export function ownerOrAdmin(guards: Guards): Guard<Principal> {
  return async (req, input) => {
    const principal = await guards.signedIn(req, input);
    if (principal.kind === 'staff' && principal.role !== 'admin')
      throw forbidden('This needs an admin account.');
    // '1' is a client owner (docs/portal.md); a trainer ('01') or an individual ('0') is not.
    if (principal.kind === 'customer' && principal.role !== '1')
      throw forbidden("Only the client's owner can change its integrations.");
    return principal;
  };
}

export function webhooksRoutes(deps: { guards: Guards; webhooks: WebhooksService }) {
  const { webhooks } = deps;
  const router = Router();
  const guard = ownerOrAdmin(deps.guards);
  bind(router, integrationCalls.getWebhooks, guard, (input, { principal }) =>
    webhooks.list(principal, input),
  );
  bind(router, integrationCalls.createWebhook, guard, (input, { principal }) =>
    webhooks.create(principal, input),
  );
  bind(router, integrationCalls.deleteWebhook, guard, (input, { principal }) =>
    webhooks.remove(principal, input),
  );
  bind(router, integrationCalls.rotateWebhookSecret, guard, (input, { principal }) =>
    webhooks.rotate(principal, input),
  );
  bind(router, integrationCalls.testWebhook, guard, (input, { principal }) =>
    webhooks.test(principal, input),
  );
  bind(router, integrationCalls.getWebhookDeliveries, guard, (input, { principal }) =>
    webhooks.deliveries(principal, input),
  );
  return router;
}
