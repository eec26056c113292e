import { useCallback, useEffect, useMemo, useRef } from 'react';
import { REPORT_POLL_MS, REPORT_SCOPE_PREFIX, reportEvents } from '@dojo/protocol';
import { emitAsync, registerResync, useBroadcast, useSocket } from '../shared/realtime';

/** Pushes that come in a burst (a whole team answering) cost one reload. */
const RELOAD_DEBOUNCE_MS = 150;

/**
 * Keeps data about some exercises (report groups) live: follows their report rooms after
 * every (re)connect, reloads on each `report.changed` push for one of them and after a missed
 * push, and polls every 20 s only while the socket is down (docs/reports.md, "Live").
 */
export function useLiveGroups(
  groups: readonly string[],
  reload: () => void,
  /** The admin: the client the groups belong to (identifiers are per client). */
  client?: string,
): void {
  const { socket, status } = useSocket();
  const key = useMemo(() => [...new Set(groups)].sort().join('\n'), [groups]);
  const latest = useRef(reload);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = reload;
  });

  const soon = useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, RELOAD_DEBOUNCE_MS);
  }, []);

  useEffect(() => {
    if (!socket || status !== 'connected' || key === '') return;
    emitAsync(reportEvents.followReports, {
      groups: key.split('\n'),
      ...(client ? { client } : {}),
    }).catch((error: unknown) => console.warn('Could not follow the live reports', error));
    // Pushes may have been missed while the socket was away: read once more.
    soon();
  }, [socket, status, key, soon, client]);

  useBroadcast(reportEvents.reportChanged, (push) => {
    if (key.split('\n').includes(push.data.group)) soon();
  });

  useEffect(() => registerResync(REPORT_SCOPE_PREFIX, soon), [soon]);

  useEffect(() => {
    if (status === 'connected' || key === '') return;
    const poll = setInterval(() => latest.current(), REPORT_POLL_MS);
    return () => clearInterval(poll);
  }, [status, key]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
}
