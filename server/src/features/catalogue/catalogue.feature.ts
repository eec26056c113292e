import type { AppContext, Feature } from '../context';
import { catalogueRoutes } from './catalogue.routes';

/** The public scenario catalogue. */
export function catalogueFeature(ctx: AppContext): Feature {
  return { routers: [catalogueRoutes({ scenarios: ctx.repos.scenarios })] };
}
