import { useEffect, useRef } from 'react';
import { EXERCISE_POLL_MS, playerEvents, type ScenarioEvent } from '@dojo/protocol';
import {
  registerResync,
  useBroadcast,
  useRealtimeConnection,
  useSocket,
} from '../../shared/realtime';
import type { PlayerBackend } from '../state/backend';
import { usePlayerStore } from '../state/playerStore';

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

  useBroadcast(playerEvents.mailChanged, (push) => {
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

  // The first load, and a fresh read after every (re)connect: pushes missed meanwhile.
  const wasConnected = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasConnected.current === connected) return;
    const first = wasConnected.current === null;
    wasConnected.current = connected;
    if (first || connected) void refreshQuietly(backend, notify);
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
