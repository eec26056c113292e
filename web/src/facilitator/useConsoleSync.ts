import { useEffect, useRef } from 'react';
import { FACILITATOR_POLL_MS, facilitatorEvents } from '@dojo/protocol';
import { registerResync, useBroadcast, useRealtimeConnection, useSocket } from '../shared/realtime';
import { useConsole } from './consoleStore';

const refresh = () => void useConsole.getState().refreshStatus();

/**
 * Keeps the console live (docs/facilitator.md "Real time"): the socket opened with the
 * facilitator's link token brings clock changes (statusChanged) and player activity
 * (playersChanged), each followed by one status read; a missed push or a reconnect re-reads;
 * only while the socket is down is the status polled every 5 s.
 */
export function useConsoleSync(token: string | null): boolean {
  useRealtimeConnection(token);
  const { status } = useSocket();
  const connected = token !== null && status === 'connected';

  useBroadcast(facilitatorEvents.statusChanged, (push) => {
    useConsole.getState().applyState(push.data);
    refresh();
  });
  useBroadcast(facilitatorEvents.playersChanged, refresh);

  useEffect(() => registerResync('facilitator:', refresh), []);

  // A fresh read after every reconnect: pushes missed meanwhile.
  const wasConnected = useRef(false);
  useEffect(() => {
    if (connected && !wasConnected.current) refresh();
    wasConnected.current = connected;
  }, [connected]);

  useEffect(() => {
    if (token === null || connected) return;
    const timer = setInterval(refresh, FACILITATOR_POLL_MS);
    return () => clearInterval(timer);
  }, [token, connected]);

  return connected;
}
