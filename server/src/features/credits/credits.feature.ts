import type { AppContext, Feature } from '../context';
import { creditLog } from './creditLog';
import { creditsRoutes } from './credits.routes';

/**
 * A client's credits as the portal shows them (orders spend them through the shared service),
 * and the credit log: the admin's and each customer's own.
 */
export function creditsFeature(ctx: AppContext): Feature {
  const log = creditLog(ctx.repos.creditChanges);
  return { routers: [creditsRoutes({ guards: ctx.guards, credits: ctx.shared.credits, log })] };
}
