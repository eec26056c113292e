import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EXERCISE_POLL_MS, PLAYER_PUSHES, type ScenarioEvent } from '@dojo/protocol';
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
 * The socket opens once the first read has settled: on a phone its client (14 KB) would
 * share the link with the first inbox, and its join pushes the whole inbox anyway.
 */
export function useMailSync(
  backend: PlayerBackend,
  token: string,
  notify: (added: ScenarioEvent[]) => void,
): void {
  const [firstReadDone, setFirstReadDone] = useState(false);
  useRealtimeConnection(firstReadDone ? token : null);
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

  // The first load reads at once, beside the socket's handshake: the socket's join pushes the
  // whole inbox, so its first connect needs no read of its own; every reconnect reads again
  // (pushes missed meanwhile). One read per page load (docs/player.md, "Real time"). A read
  // that arrived before this page (linkCheck.ts) is in the store already (LiveExercise's
  // first render) or applied here, before the first paint.
  useLayoutEffect(() => {
    const arrived = backend.applyArrivedInbox?.();
    if (arrived) notify(arrived);
    const shown = arrived !== undefined || usePlayerStore.getState().loaded;
    const firstRead = shown ? Promise.resolve() : refreshQuietly(backend, notify);
    void firstRead.finally(() => setFirstReadDone(true));
  }, [backend, notify]);
  const everConnected = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (everConnected.current) void refreshQuietly(backend, notify);
    everConnected.current = true;
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
