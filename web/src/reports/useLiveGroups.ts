import { useEffect, useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { REPORT_SCOPE_PREFIX, reportEvents } from '@dojo/protocol';
import { useInvalidateSoon } from '../shared/query';
import { emitAsync, registerResync, useBroadcast, useSocket } from '../shared/realtime';

/**
 * Keeps a query about some exercises (report groups) live: follows their report rooms after
 * every (re)connect, reads the query again on each `report.changed` push for one of them and
 * after a missed push (docs/reports.md, "Live"). The query itself polls every 20 s only while
 * the socket is down (`refetchInterval: usePollWhileDown(REPORT_POLL_MS)`).
 */
export function useLiveGroups(
  groups: readonly string[],
  queryKey: QueryKey,
  /** The admin: the client the groups belong to (identifiers are per client). */
  client?: string,
): void {
  const { socket, status } = useSocket();
  const key = useMemo(() => [...new Set(groups)].sort().join('\n'), [groups]);
  const soon = useInvalidateSoon(queryKey);

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
}
