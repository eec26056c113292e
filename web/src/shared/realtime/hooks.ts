import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { BroadcastData, BroadcastName, Broadcasts } from '@dojo/protocol';
import { subscribeBroadcast } from './bus';
import {
  connectRealtime,
  disconnectRealtime,
  getConnection,
  subscribeConnection,
  type Connection,
} from './connection';

/** The app's socket and its connection status. */
export function useSocket(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}

/** Keeps the socket open with this token while the calling area is shown. */
export function useRealtimeConnection(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    connectRealtime(token);
    return () => disconnectRealtime();
  }, [token]);
}

/** Runs the handler for every validated, in-order push of this broadcast. */
export function useBroadcast<N extends BroadcastName>(
  def: Broadcasts[N] & { name: N },
  handler: (push: BroadcastData<N>) => void,
): void {
  const onPush = useEffectEvent((push: unknown) => handler(push as BroadcastData<N>));
  useEffect(() => subscribeBroadcast(def.name, (push) => onPush(push)), [def.name]);
}
