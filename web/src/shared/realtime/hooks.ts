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

/**
 * Runs the handler for every validated, in-order push of this broadcast, named by its
 * declaration or by its name alone (a first screen's code that must not load the schemas).
 */
export function useBroadcast<N extends BroadcastName>(
  def: (Broadcasts[N] & { name: N }) | N,
  handler: (push: BroadcastData<N>) => void,
): void {
  const name = typeof def === 'string' ? def : def.name;
  const onPush = useEffectEvent((push: unknown) => handler(push as BroadcastData<N>));
  useEffect(() => subscribeBroadcast(name, (push) => onPush(push)), [name]);
}
