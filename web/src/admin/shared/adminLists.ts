import { adminCalls, CUSTOMER_LIST_ROLE, gatewayCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryClient, queryKeys } from '../../shared/query';
import { asListing, useAdminRead } from './adminRead';

/** The lists the admin panels choose from, read once a session and again after a change. */
const ONCE = { staleTime: Infinity };

export const useCustomers = () =>
  asListing(
    useAdminRead(
      queryKeys.admin.customers,
      (token, signal) =>
        callApi(adminCalls.getCustomers, { token, role: CUSTOMER_LIST_ROLE }, { signal }),
      ONCE,
    ),
  );
export const useCustomersWithSubs = () =>
  asListing(
    useAdminRead(
      queryKeys.admin.customersWithSubs,
      (token, signal) =>
        callApi(
          adminCalls.getCustomersIncludingSubs,
          { token, role: CUSTOMER_LIST_ROLE },
          { signal },
        ),
      ONCE,
    ),
  );
/** Every scenario with its title: the choices show titles and send file names. */
export const useScenarioTitles = () =>
  asListing(
    useAdminRead(
      queryKeys.admin.scenarioNames,
      (token, signal) => callApi(adminCalls.getScenarioTitles, { token }, { signal }),
      ONCE,
    ),
  );
/** A scenario's title from its file name (the file name until the list is read, or if unknown). */
export function useScenarioTitleOf(): (scenario: string) => string {
  const titles = new Map(
    useScenarioTitles().items.map((choice) => [choice.scenario, choice.title]),
  );
  return (scenario) => titles.get(scenario) ?? scenario;
}

/** The gateway clients (brands); this call takes the token as a bearer header. */
export const useGatewayClients = () =>
  asListing(
    useAdminRead(
      queryKeys.admin.gatewayClients,
      (token, signal) => callApi(gatewayCalls.getClients, {}, { bearer: token, signal }),
      ONCE,
    ),
  );

/** After an account is created both customer lists are read again. */
export async function reloadCustomers(token: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers(token) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.customersWithSubs(token) }),
  ]);
}
