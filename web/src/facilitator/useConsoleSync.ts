import { useEffect, useRef } from 'react';
import { facilitatorEvents } from '@dojo/protocol';
import { registerResync, useBroadcast, useRealtimeConnection, useSocket } from '../shared/realtime';
import { applyConsoleState, refreshConsole, useConsoleStatus } from './consoleData';

/**
 * Keeps the console live (docs/facilitator.md "Real time"): the socket opened with the
 * facilitator's link token brings clock changes (statusChanged, written into the cache at once)
 * and player activity (playersChanged), each followed by one read of the live queries; a missed
 * push or a reconnect re-reads; only while the socket is down do they poll every 5 s.
 */
export function useConsoleSync(token: string | null): boolean {
  useRealtimeConnection(token);
  // The status stays observed (and polled while down) whichever tab is shown.
  useConsoleStatus();
  const { status } = useSocket();
  const connected = token !== null && status === 'connected';
  const refresh = () => {
    if (token !== null) void refreshConsole(token);
  };

  useBroadcast(facilitatorEvents.statusChanged, (push) => {
    if (token === null) return;
    applyConsoleState(token, push.data);
    refresh();
  });
  useBroadcast(facilitatorEvents.playersChanged, refresh);

  useEffect(() => {
    if (token === null) return;
    return registerResync('facilitator:', () => refreshConsole(token));
  }, [token]);

  // A fresh read after every reconnect: pushes missed meanwhile.
  const wasConnected = useRef(false);
  useEffect(() => {
    if (connected && !wasConnected.current && token !== null) void refreshConsole(token);
    wasConnected.current = connected;
  }, [connected, token]);

  return connected;
}
