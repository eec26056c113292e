import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  FACILITATOR_POLL_MS,
  facilitatorCalls,
  type FacilitatorStatus,
  type PausedState,
} from '@dojo/protocol';
import { ApiError, callApi, errorMessage } from '../shared/api';
import { queryClient, queryKeys, usePollWhileDown } from '../shared/query';

/** Checking the link; the console is shown; the link is refused; the server could not be reached. */
export type ConsoleAccess = 'checking' | 'granted' | 'refused' | 'unreachable';

/** The console's link token (client state: the page sets it from its address). */
export const useConsoleToken = create<{ token: string }>()(() => ({ token: '' }));

/** The link's check (loginJWTFacilitator): the exercise, its teams, and whether access is granted. */
export function useConsoleLogin() {
  const token = useConsoleToken((state) => state.token);
  const query = useQuery({
    queryKey: queryKeys.facilitator.login(token),
    queryFn: ({ signal }) => callApi(facilitatorCalls.loginJWTFacilitator, { token }, { signal }),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const refused =
    query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  const access: ConsoleAccess = query.isSuccess
    ? 'granted'
    : query.isError && !query.isFetching
      ? refused
        ? 'refused'
        : 'unreachable'
      : 'checking';
  return {
    token,
    access,
    accessError: query.isError ? errorMessage(query.error) : '',
    login: query.data ?? null,
    retry: () => void query.refetch(),
  };
}

/**
 * The exercise's state (getFacilitatorEvents), read once the link is granted, again on every
 * push, and every 5 s only while the socket is down (docs/facilitator.md "Real time").
 */
export function useConsoleStatus() {
  const { token, access } = useConsoleLogin();
  const query = useQuery({
    queryKey: queryKeys.facilitator.status(token),
    queryFn: ({ signal }) => callApi(facilitatorCalls.getFacilitatorEvents, { token }, { signal }),
    enabled: access === 'granted',
    refetchInterval: usePollWhileDown(FACILITATOR_POLL_MS),
  });
  return {
    status: query.data ?? null,
    /** The browser's clock when the status arrived (positions count down from it). */
    receivedAt: query.dataUpdatedAt,
    /** The last status read failed (shown until one succeeds). */
    error: query.isError ? errorMessage(query.error) : null,
  };
}

/** A read that follows the exercise (players, participants): re-read with the status. */
export function useLiveConsoleRead<T>(
  key: (token: string) => readonly unknown[],
  read: (token: string, signal: AbortSignal) => Promise<T>,
) {
  const token = useConsoleToken((state) => state.token);
  return useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => read(token, signal),
    enabled: token !== '',
    refetchInterval: usePollWhileDown(FACILITATOR_POLL_MS),
  });
}

/** A clock or open change pushed or answered by the server: banners and controls follow at once. */
export function applyConsoleState(token: string, state: { paused: PausedState; open: boolean }) {
  queryClient.setQueryData<FacilitatorStatus>(queryKeys.facilitator.status(token), (status) =>
    status ? { ...status, ...state } : status,
  );
}

/** Reads everything that follows the exercise again (after a push, a write or a reconnect). */
export function refreshConsole(token: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.facilitator.live(token) });
}
