import { adminCalls, CUSTOMER_LIST_ROLE, gatewayCalls, scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { createListStore, useList } from '../../editor/listStore';

/** The lists the admin panels choose from, read once a session and again after a change. */

export const useCustomersStore = createListStore((token) =>
  callApi(adminCalls.getCustomers, { token, role: CUSTOMER_LIST_ROLE }),
);
export const useCustomersWithSubsStore = createListStore((token) =>
  callApi(adminCalls.getCustomersIncludingSubs, { token, role: CUSTOMER_LIST_ROLE }),
);
export const useScenarioNamesStore = createListStore((token) =>
  callApi(scenarioCalls.files, { token }),
);
/** The gateway clients (brands); this call takes the token as a bearer header. */
export const useGatewayClientsStore = createListStore((token) =>
  callApi(gatewayCalls.getClients, {}, { bearer: token }),
);

export const useCustomers = () => useList(useCustomersStore);
export const useCustomersWithSubs = () => useList(useCustomersWithSubsStore);
export const useScenarioNames = () => useList(useScenarioNamesStore);
export const useGatewayClients = () => useList(useGatewayClientsStore);

/** After an account is created both customer lists are read again. */
export async function reloadCustomers(token: string): Promise<void> {
  await Promise.all([
    useCustomersStore.getState().load(token, true),
    useCustomersWithSubsStore.getState().load(token, true),
  ]);
}
