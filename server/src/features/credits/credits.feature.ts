import type { AppContext, Feature } from '../../app/context';
import { creditsRoutes } from './credits.routes';

/** A client's credits as the portal shows them (orders spend them through the shared service). */
export function creditsFeature(ctx: AppContext): Feature {
  return { routers: [creditsRoutes({ guards: ctx.guards, credits: ctx.shared.credits })] };
}
