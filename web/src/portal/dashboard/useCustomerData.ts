import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_POLL_MS, portalCalls, type CustomerData } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys, readState, usePollWhileDown, type ReadState } from '../../shared/query';
import { useLiveGroups } from '../../reports/useLiveGroups';
import { errorText } from '../../shared/i18n/errorText';

export type CustomerDataState = ReadState<CustomerData>;

/** The dashboard's data, kept live on every exercise shown (see useLiveGroups). */
export function useCustomerData(token: string) {
  const queryKey = queryKeys.customerData(token);
  const pollWhileDown = usePollWhileDown(REPORT_POLL_MS);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(portalCalls.getCustomerData, { token }, { signal }),
    // Only exercises are live: with none shown there is nothing to poll for.
    refetchInterval: (current) => (current.state.data?.exercises.length ? pollWhileDown : false),
  });
  const groups = useMemo(
    () => query.data?.exercises.map((group) => group.name) ?? [],
    [query.data],
  );
  useLiveGroups(groups, queryKey);
  const state: CustomerDataState = readState(query, errorText);
  return { state, reload: query.refetch };
}
