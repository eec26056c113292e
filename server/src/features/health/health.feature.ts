import type { AppContext, Feature } from '../context';
import { healthRoutes } from './health.routes';

/** `GET /api/health` (liveness, degraded store) and `GET /api/ready` (readiness). */
export function healthFeature(ctx: AppContext): Feature {
  return { routers: [healthRoutes(ctx.store, ctx.startup)] };
}
