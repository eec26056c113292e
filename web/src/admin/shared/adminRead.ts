import { useQuery, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api';
import { useEditorToken } from '../../shared/session';

/** One read an admin panel shows, with its loading and error states; `reload` reads it again. */
export interface AdminRead<T> {
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  reload(): Promise<T | undefined>;
}

/** A list an admin field chooses from (clients, scenarios…), with its loading state. */
export interface Listing<T> {
  items: T[];
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Reads the list again; answers the list as read now. */
  reload(): Promise<T[]>;
}

/**
 * An admin read through the query cache, with the editor's token: `key` names it (from
 * queryKeys), `read` asks the server. `enabled: false` leaves it unread (nothing chosen yet).
 */
export function useAdminRead<T>(
  key: (token: string) => QueryKey,
  read: (token: string, signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; staleTime?: number; refetchInterval?: number | false } = {},
): AdminRead<T> {
  const token = useEditorToken();
  const query = useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => read(token, signal),
    enabled: Boolean(token) && options.enabled !== false,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
  });
  return {
    data: query.data,
    loading: query.isLoading,
    error: query.isError ? errorMessage(query.error) : undefined,
    reload: async () => (await query.refetch()).data,
  };
}

/** The read as a list for a choice field. */
export function asListing<T>(read: AdminRead<T[]>): Listing<T> {
  return {
    items: read.data ?? [],
    state: read.data ? 'ready' : read.error ? 'failed' : 'loading',
    error: read.error ?? null,
    reload: async () => (await read.reload()) ?? [],
  };
}
