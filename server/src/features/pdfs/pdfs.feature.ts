import type { AppContext, Feature } from '../../app/context';
import { pdfsRoutes } from './pdfs.routes';

/** The editor's PDF library (the service is shared: players fill its forms). */
export function pdfsFeature(ctx: AppContext): Feature {
  return { routers: [pdfsRoutes({ pdfs: ctx.shared.pdfs, guards: ctx.guards })] };
}
