import { useEffect, useRef } from 'react';
import { EXERCISE_POLL_MS, PLAYER_PUSHES, type ScenarioEvent } from '@dojo/protocol';
import {
  registerResync,
  useBroadcast,
  useRealtimeConnection,
  useSocket,
} from '../../shared/realtime';
import type { PlayerBackend } from '../state/backend';
import { usePlayerStore } from '../state/playerStore';

/** How long the first inbox read waits for the socket before it goes ahead without it. */
export const FIRST_LOAD_SOCKET_WAIT_MS = 1_500;

/**
 * Keeps the inbox live (docs/player.md "Real time"): the socket opened with the player's
 * token delivers `mail.changed` pushes (merged by id; `full` replaces); a gap or a
 * reconnect resyncs through getMail; while the socket is down, getMail is polled every 5 s.
 */
export function useMailSync(
  backend: PlayerBackend,
  token: string,
  notify: (added: ScenarioEvent[]) => void,
): void {
  useRealtimeConnection(token);
  const { status } = useSocket();
  const connected = status === 'connected';

  useBroadcast(PLAYER_PUSHES.mailChanged, (push) => {
    const { full, ...update } = push.data;
    notify(usePlayerStore.getState().applyMail(update, full));
  });

  useEffect(
    () =>
      registerResync('player:', async () => {
        notify(await backend.refresh());
      }),
    [backend, notify],
  );

  // The first load, and a fresh read after every (re)connect: pushes missed meanwhile. The
  // first load waits a moment for the socket, so one getMail serves both (docs/player.md).
  const wasConnected = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasConnected.current === connected) return;
    if (wasConnected.current === null && !connected) {
      const timer = setTimeout(() => {
        wasConnected.current = false;
        void refreshQuietly(backend, notify);
      }, FIRST_LOAD_SOCKET_WAIT_MS);
      return () => clearTimeout(timer);
    }
    wasConnected.current = connected;
    if (connected) void refreshQuietly(backend, notify);
  }, [backend, connected, notify]);

  // The spec's fallback: poll while the socket is down; stop once it is back.
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => void refreshQuietly(backend, notify), EXERCISE_POLL_MS);
    return () => clearInterval(timer);
  }, [backend, connected, notify]);
}

async function refreshQuietly(
  backend: PlayerBackend,
  notify: (added: ScenarioEvent[]) => void,
): Promise<void> {
  try {
    notify(await backend.refresh());
  } catch (error) {
    // A failed poll is retried on the next tick; the player keeps what they have.
    console.warn('Could not refresh the inbox', error);
  }
}
