import type { Store } from '../../store';
import { accountsRepo } from '../auth/accounts.repo';
import { clientsRepo } from '../clients/clients.repo';
import { creditsService } from '../credits/credits.service';
import { scenariosRepo } from '../scenarios/scenarios.repo';
import { adHocEventsRepo } from './adHocEvents.repo';
import { exerciseCreator } from './exerciseCreator';
import { exercisesRepo } from './exercises.repo';
import { facilitatedService } from './facilitated.service';
import { orderFormService } from './orderForm.service';
import { ordersService } from './orders.service';
import { playersRepo } from './players.repo';
import { responsesRepo } from './responses.repo';
import type { TokenMaker } from './tokens';

/** The repos of a running game, with their indexes in place. */
export async function exerciseRepos(store: Store) {
  const repos = {
    exercises: exercisesRepo(store),
    players: playersRepo(store),
    responses: responsesRepo(store),
    adHocEvents: adHocEventsRepo(store),
  };
  await Promise.all(Object.values(repos).map((repo) => repo.ensureIndexes()));
  return repos;
}
export type ExerciseRepos = Awaited<ReturnType<typeof exerciseRepos>>;

/** Everything that creates exercises: portal orders, campaigns, facilitated sessions. */
export function orderServices(deps: {
  store: Store;
  repos: ExerciseRepos;
  now: () => number;
  newToken: TokenMaker;
}) {
  const { store, repos, now, newToken } = deps;
  const accounts = accountsRepo(store);
  const clients = clientsRepo(store);
  const scenarios = scenariosRepo(store);
  const credits = creditsService({ clients, ...repos });
  const creator = exerciseCreator({ ...repos, credits, now, newToken });
  return {
    credits,
    recoverUnfinishedOrders: creator.recoverUnfinishedOrders,
    orders: ordersService({ creator, clients, scenarios, accounts, now }),
    facilitated: facilitatedService({ creator, clients, scenarios, now, newToken }),
    orderForm: orderFormService({ accounts, clients, exercises: repos.exercises }),
  };
}
