import { eventsSendingFrom } from '@dojo/protocol';
import type { AppContext, Feature } from '../context';
import { clientMaterials } from '../clients/clientMaterials';
import { organisationsRoutes } from './organisations.routes';
import { organisationsService } from './organisations.service';

/** Organisations and their personas. */
export function organisationsFeature(ctx: AppContext): Feature {
  const { repos, clock } = ctx;
  const organisations = organisationsService(repos.organisations, clock, async (sender) =>
    eventsSendingFrom(await repos.scenarios.allEvents(), sender),
  );
  return {
    routers: [
      organisationsRoutes({
        organisations,
        guards: ctx.guards,
        materials: clientMaterials({ clients: repos.clients, scenarios: repos.scenarios }),
      }),
    ],
  };
}
