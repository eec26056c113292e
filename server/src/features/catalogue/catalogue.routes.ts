import { Router } from 'express';
import { portalCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import { catalogueService } from './catalogue.service';
import type { ScenariosRepo } from '../scenarios/scenarios.repo';

export function catalogueRoutes(deps: { scenarios: ScenariosRepo }) {
  const catalogue = catalogueService(deps.scenarios);
  const router = Router();
  bind(
    router,
    portalCalls.getPortalScenarios,
    async () => null,
    () => catalogue.portalScenarios(),
  );
  return router;
}
