import type { Router } from 'express';
import type { Store } from '../../store';
import { accountsRepo } from '../auth/accounts.repo';
import type { Guards } from '../auth/guards';
import { clientsRepo } from '../clients/clients.repo';
import { gatewayRoutes } from '../clients/gateway.routes';
import { gatewayService } from '../clients/gateway.service';
import { adHocEventsRepo } from '../exercises/adHocEvents.repo';
import { exercisesRepo } from '../exercises/exercises.repo';
import { playersRepo } from '../exercises/players.repo';
import { responsesRepo } from '../exercises/responses.repo';
import { socialRepo } from '../player/social.repo';
import { scenariosRepo } from '../scenarios/scenarios.repo';
import { adminReportsRoute } from './adminReports.route';
import { adminRoutes } from './admin.routes';
import { clientSettingsService } from './clientSettings.service';
import { creditChangesRepo } from './creditChanges.repo';
import { customersService } from './customers.service';
import { exercisesAdminService } from './exercisesAdmin.service';

/** The admin console and the client gateway, wired in one place. */
export async function adminFeature(deps: { store: Store; guards: Guards; now?: () => number }) {
  const { store, guards, now = Date.now } = deps;
  const accounts = accountsRepo(store);
  const clients = clientsRepo(store);
  const exercises = exercisesRepo(store);
  const creditChanges = creditChangesRepo(store);
  await creditChanges.ensureIndexes();
  const exercisesAdmin = exercisesAdminService({
    exercises,
    players: playersRepo(store),
    responses: responsesRepo(store),
    adHocEvents: adHocEventsRepo(store),
    social: socialRepo(store),
    now,
  });
  const routers: Router[] = [
    adminReportsRoute({ guards, exercises: exercisesAdmin }),
    adminRoutes({
      guards,
      customers: customersService({ accounts, clients, now }),
      settings: clientSettingsService({
        clients,
        scenarios: scenariosRepo(store),
        creditChanges,
        now,
      }),
      exercises: exercisesAdmin,
    }),
    gatewayRoutes({ guards, gateway: gatewayService({ clients, accounts, exercises, now }) }),
  ];
  return { routers, creditChanges };
}
