import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data (docs/web.md, "Server data"). A failed read shows its message
 * at once (no retries); a read is repeated on mount, on a push, and by the poll while the
 * socket is down, never on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
