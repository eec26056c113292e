import type { AppContext, Feature } from '../../app/context';
import { organisationsRoutes } from './organisations.routes';
import { organisationsService } from './organisations.service';

/** Organisations and their personas. */
export function organisationsFeature(ctx: AppContext): Feature {
  const organisations = organisationsService(ctx.repos.organisations);
  return { routers: [organisationsRoutes({ organisations, guards: ctx.guards })] };
}
