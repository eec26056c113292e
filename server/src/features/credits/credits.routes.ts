import { Router } from 'express';
import { portalCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { CustomerPrincipal, StaffPrincipal } from '../../app/principal';
import type { CreditsService } from './credits.service';

/**
 * POST /api/getCredits serves both documented payloads: the portal's {token} answers
 * {credit, learners}; the admin's {token, client} answers that client's balance.
 */
export function creditsRoutes(deps: { guards: Guards; credits: CreditsService }) {
  const { guards, credits } = deps;
  const router = Router();
  const portalOrAdmin: Guard<CustomerPrincipal | StaffPrincipal> = (req, input) =>
    input.client === undefined ? guards.customer(req, input) : guards.admin(req, input);

  bind(router, portalCalls.getCredits, portalOrAdmin, (input, { principal }) =>
    principal.kind === 'customer'
      ? credits.portalCredits(principal)
      : credits.balance(input.client ?? ''),
  );
  return router;
}
