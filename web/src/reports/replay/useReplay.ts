import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportCalls, type Replay } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { queryKeys } from '../../shared/query';

export interface ReplayState {
  /** The replay of the chosen player and minute, or the previous one while it loads. */
  replay: Replay | null;
  loading: boolean;
  error: string | null;
}

/** What one player saw at one minute, read again whenever the player or minute changes. */
export function useReplay(args: {
  token: string;
  group: string;
  player: string;
  minute: number;
  client?: string | undefined;
}): ReplayState {
  const { token, group, player, minute, client } = args;
  const query = useQuery({
    queryKey: queryKeys.replay({ group, player, minute, client, token }),
    queryFn: ({ signal }) =>
      callApi(
        reportCalls.getReplay,
        { token, group, player, minute, ...(client ? { client } : {}) },
        { signal },
      ),
    enabled: Boolean(player),
    placeholderData: keepPreviousData,
  });
  const settled = !query.isPlaceholderData && !query.isPending;
  return {
    replay: query.isError ? null : (query.data ?? null),
    loading: !settled,
    error: settled && query.isError ? errorMessage(query.error) : null,
  };
}
