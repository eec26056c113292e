import type { AppContext, Feature } from '../context';
import { clientMaterials } from '../clients/clientMaterials';
import { pdfsRoutes } from './pdfs.routes';

/** The editor's PDF library (the service is shared: players fill its forms). */
export function pdfsFeature(ctx: AppContext): Feature {
  const { repos } = ctx;
  const materials = clientMaterials({ clients: repos.clients, scenarios: repos.scenarios });
  return { routers: [pdfsRoutes({ pdfs: ctx.shared.pdfs, guards: ctx.guards, materials })] };
}
