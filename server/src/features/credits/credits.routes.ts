import { Router } from 'express';
import { adminCalls, portalCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { CustomerPrincipal, StaffPrincipal } from '../../core/principal';
import type { CreditsService } from './credits.service';
import type { creditLog } from './creditLog';

/**
 * POST /api/getCredits serves both documented payloads: the portal's {token} answers
 * {credit, learners}; the admin's {token, client} answers that client's balance.
 */
export function creditsRoutes(deps: {
  guards: Guards;
  credits: CreditsService;
  log: ReturnType<typeof creditLog>;
}) {
  const { guards, credits, log } = deps;
  const router = Router();
  const portalOrAdmin: Guard<CustomerPrincipal | StaffPrincipal> = (req, input) =>
    input.client === undefined ? guards.customer(req, input) : guards.admin(req, input);

  bind(router, portalCalls.getCredits, portalOrAdmin, (input, { principal }) =>
    principal.kind === 'customer'
      ? credits.portalCredits(principal)
      : credits.balance(input.client ?? ''),
  );
  bind(router, adminCalls.getCreditLog, guards.admin, (input) => log.forAdmin(input));
  bind(router, adminCalls.getCreditMovements, guards.customer, (input, { principal }) =>
    log.forCustomer(principal, input.client),
  );
  return router;
}
