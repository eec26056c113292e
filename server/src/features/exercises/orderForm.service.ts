import type { ClientScenarios } from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { AccountsRepo } from '../auth/accounts.repo';
import type { CustomerPrincipal } from '../../core/principal';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExercisesRepo } from './exercises.repo';
import { visibleExercises } from './trainedBy';

/** What the portal's order form reads before an order: trainers, identifiers, scenarios. */
export function orderFormService(deps: {
  accounts: AccountsRepo;
  clients: ClientsRepo;
  exercises: ExercisesRepo;
}) {
  const { accounts, clients, exercises } = deps;
  return {
    /** The client's trainer sub accounts, whoever of the client asks. */
    async trainers(principal: CustomerPrincipal): Promise<string[]> {
      return (await accounts.listTrainers(principal.client)).map((account) => account.username);
    },
    /**
     * The identifiers the client has used, so the form can warn before a clash; a trainer
     * sees those of the exercises it trains (the order itself still refuses any clash).
     */
    async identifiers(principal: CustomerPrincipal): Promise<string[]> {
      const all = await exercises.listByClient(principal.client);
      return visibleExercises(principal, all).map((exercise) => exercise.identifier);
    },
    async clientScenarios(principal: CustomerPrincipal): Promise<ClientScenarios> {
      const client = await clients.findByName(principal.client);
      if (!client) throw forbidden('Your account does not belong to a client.');
      return { scenarios: client.scenarios, privacy: client.private };
    },
  };
}
export type OrderFormService = ReturnType<typeof orderFormService>;
