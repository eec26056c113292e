import type { AppContext, Feature } from '../../app/context';
import { healthRoutes } from './health.routes';

/** `GET /api/health`: liveness and the store in use. */
export function healthFeature(ctx: AppContext): Feature {
  return { routers: [healthRoutes(ctx.store.kind)] };
}
