import { Router, type Request } from 'express';
import { gatewayCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { GatewayService } from './gateway.service';

/** The origin the admin's page came from: the CSP's 'self' for the pages this server serves. */
const selfOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

/** The Client Gateway's calls: admin only, the token in the Authorization bearer header. */
export function gatewayRoutes(deps: { guards: Guards; gateway: GatewayService }) {
  const { guards, gateway } = deps;
  const router = Router();
  bind(router, gatewayCalls.getClients, guards.admin, () => gateway.list());
  bind(router, gatewayCalls.listClients, guards.admin, () => gateway.list());
  bind(router, gatewayCalls.createClient, guards.admin, (input, { req }) =>
    gateway.create(input, selfOrigin(req)),
  );
  bind(router, gatewayCalls.updateClient, guards.admin, (input, { principal, req }) =>
    gateway.update(input, principal.user, selfOrigin(req)),
  );
  bind(router, gatewayCalls.deleteClient, guards.admin, ({ name }) => gateway.remove(name));
  return router;
}
