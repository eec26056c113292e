import { imageOrigins } from '../../http/security';
import type { AppContext, Feature } from '../context';
import { FORGOTTEN_AUTHOR } from '@dojo/protocol';
import { gatewayRoutes } from '../clients/gateway.routes';
import { gatewayService } from '../clients/gateway.service';
import { playerNdaRoutes } from '../clients/playerNda.routes';
import { adminRoutes } from './admin.routes';
import { clientSettingsService } from './clientSettings.service';
import { customersService } from './customers.service';
import { exercisesAdminService } from './exercisesAdmin.service';

/** The admin console and the client gateway (docs/admin.md). */
export function adminFeature(ctx: AppContext): Feature {
  const { guards, repos, clock, events } = ctx;
  const now = () => clock.now();
  const exercises = exercisesAdminService({ ...repos, erasure: ctx.shared.erasure, now });
  // The credit log keeps every change's amounts; an erased person's address leaves `by`.
  events.on('personForgotten', async ({ email }) => ({
    creditChanges: await repos.creditChanges.forgetAuthor(email, FORGOTTEN_AUTHOR),
  }));
  return {
    routers: [
      adminRoutes({
        guards,
        customers: customersService({ ...repos, now }),
        settings: clientSettingsService({ ...repos, now }),
        exercises,
      }),
      gatewayRoutes({
        guards,
        gateway: gatewayService({
          ...repos,
          now,
          imageOrigins: imageOrigins(ctx.config),
          removed: (client) => ctx.shared.erasure.run('clientRemoved', { client }),
        }),
      }),
      playerNdaRoutes({ guards, clients: repos.clients }),
    ],
  };
}
