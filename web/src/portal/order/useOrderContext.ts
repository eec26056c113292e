import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isTrainerUsername, portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { queryKeys } from '../../shared/query';

export interface OrderFormData {
  privacy: boolean;
  /** Identifiers the client already used, lowercased. */
  identifiers: string[];
  /** The client's trainers; [] for a trainer (sub) account, which skips the fetch. */
  trainers: string[];
  credit: number;
}

export type OrderContextState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; data: OrderFormData };

async function creditOf(token: string): Promise<number> {
  const answer = await callApi(portalCalls.getCredits, { token });
  return typeof answer === 'number' ? answer : answer.credit;
}

async function load(token: string, user: string): Promise<OrderFormData> {
  const [scenarios, identifiers, trainers, credit] = await Promise.all([
    callApi(portalCalls.getClientScenarios, { token }),
    callApi(portalCalls.getIdentifiers, { token }),
    // A trainer sub account has no trainers of its own to choose (docs/portal.md).
    isTrainerUsername(user) ? Promise.resolve([]) : callApi(portalCalls.getTrainers, { token }),
    creditOf(token),
  ]);
  return {
    privacy: scenarios.privacy,
    identifiers: identifiers.map((identifier) => identifier.trim().toLowerCase()),
    trainers,
    credit,
  };
}

/** What the order form reads from the server; `refresh` re-reads it after an order. */
export function useOrderContext(token: string, user: string) {
  const query = useQuery({
    queryKey: queryKeys.orderContext(token, user),
    queryFn: () => load(token, user),
  });
  const state: OrderContextState = query.data
    ? { status: 'ready', data: query.data }
    : query.isError && !query.isFetching
      ? { status: 'failed', error: errorText(query.error) }
      : { status: 'loading' };
  const { refetch } = query;
  const refresh = useCallback(async () => void (await refetch()), [refetch]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, refresh, retry };
}
