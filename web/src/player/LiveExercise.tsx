import { useLayoutEffect, useMemo } from 'react';
import type { ExerciseSession } from '@dojo/protocol';
import { PlayerMain } from './main/PlayerMain';
import { BackendContext } from './state/backend';
import { liveBackend } from './state/liveBackend';
import { usePlayerStore } from './state/playerStore';
import { useToasts } from './state/toasts';
import { useNotify } from './state/useNotify';
import { useMailSync } from './sync/useMailSync';

interface LiveExerciseProps {
  code: string;
  session: ExerciseSession;
  alias: string | null;
  team: string | null;
}

/** The running exercise: its server backend, the live inbox and the main view. */
export function LiveExercise({ code, session, alias, team }: LiveExerciseProps) {
  const backend = useMemo(
    () => liveBackend({ session, code, alias, team }),
    [session, code, alias, team],
  );
  const notify = useNotify();

  // A fresh inbox per exercise (and no toasts carried over from another one), before the
  // first read is applied (useMailSync: an arrived read is applied before the first paint).
  useLayoutEffect(() => {
    usePlayerStore.getState().reset();
    useToasts.getState().clear();
    return () => usePlayerStore.getState().reset();
  }, [backend]);

  useMailSync(backend, session.token, notify);

  return (
    <BackendContext value={backend}>
      <PlayerMain title={session.scenario} />
    </BackendContext>
  );
}
