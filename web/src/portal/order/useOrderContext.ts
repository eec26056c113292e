import { useCallback, useEffect, useState } from 'react';
import { isTrainerUsername, portalCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';

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
  const [state, setState] = useState<OrderContextState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const settle = useCallback((loading: Promise<OrderFormData>) => {
    return loading.then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'failed', error: errorMessage(error) }),
    );
  }, []);

  useEffect(() => {
    let current = true;
    void load(token, user).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, user, attempt]);

  const refresh = useCallback(() => settle(load(token, user)), [settle, token, user]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, refresh, retry };
}
