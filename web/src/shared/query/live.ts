import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSocket } from '../realtime';

/** Pushes that come in a burst (a whole team answering) cost one read. */
const INVALIDATE_DEBOUNCE_MS = 150;

/**
 * A live query's `refetchInterval`: while the socket is down it polls every `ms`; while it is
 * connected, pushes keep the data fresh and it never polls.
 */
export function usePollWhileDown(ms: number): number | false {
  const { status } = useSocket();
  return status === 'connected' ? false : ms;
}

/**
 * Marks the query stale and reads it again, bursts folded into one read `INVALIDATE_DEBOUNCE_MS`
 * after the first call. The answer is stable, so effects may depend on it.
 */
export function useInvalidateSoon(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    key.current = queryKey;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: key.current });
    }, INVALIDATE_DEBOUNCE_MS);
  }, [queryClient]);
}
