import { Router } from 'express';
import { portalCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ClientsRepo } from './clients.repo';

/**
 * The NDA a customer's players are shown, for the customer to read (docs/portal.md, "The NDA
 * your players see"): its own client's configuration, as the player's entry reads it.
 */
export function playerNdaRoutes(deps: {
  guards: Guards;
  clients: Pick<ClientsRepo, 'findByName'>;
}) {
  const router = Router();
  bind(router, portalCalls.getPlayerNda, deps.guards.customer, async (_input, { principal }) => {
    const configuration = (await deps.clients.findByName(principal.client))?.configuration;
    return {
      logoUrl: configuration?.branding_logo_url ?? '',
      ndaHtml: configuration?.nda_text ?? '',
    };
  });
  return router;
}
