import { z } from 'zod';
import { call } from '../core/call';
import { PortalScenario } from './entities';

/** The public catalogue: every visible scenario. */
export const getPortalScenarios = call(
  'GET',
  '/api/getPortalScenarios',
  z.object({}),
  z.array(PortalScenario),
);
