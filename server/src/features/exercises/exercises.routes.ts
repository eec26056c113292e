import { Router } from 'express';
import { adminCalls, portalCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { CustomerPrincipal, StaffPrincipal } from '../../core/principal';
import type { FacilitatedService } from './facilitated.service';
import type { OrderFormService } from './orderForm.service';
import type { OrdersService } from './orders.service';

/** A body with `branding` is the admin's campaign; without it, a portal order. */
function orderGuard(guards: Guards): Guard<CustomerPrincipal | StaffPrincipal> {
  return (req, input) =>
    input.branding === undefined ? guards.customer(req, input) : guards.admin(req, input);
}

export function exercisesRoutes(deps: {
  guards: Guards;
  orders: OrdersService;
  facilitated: FacilitatedService;
  orderForm: OrderFormService;
}) {
  const { guards, orders, facilitated, orderForm } = deps;
  const router = Router();

  bind(router, portalCalls.createOrder, orderGuard(guards), (order, { principal }) =>
    principal.kind === 'staff'
      ? orders.campaign(order, principal)
      : orders.portalOrder(order, principal),
  );
  bind(router, adminCalls.createFacilitate, guards.admin, (input, { principal }) =>
    facilitated.create(input, principal),
  );
  bind(router, portalCalls.getTrainers, guards.customer, (_input, { principal }) =>
    orderForm.trainers(principal),
  );
  bind(router, portalCalls.getIdentifiers, guards.customer, (_input, { principal }) =>
    orderForm.identifiers(principal),
  );
  bind(router, portalCalls.getClientScenarios, guards.customer, (_input, { principal }) =>
    orderForm.clientScenarios(principal),
  );
  return router;
}
