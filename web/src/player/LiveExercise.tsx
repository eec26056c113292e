import { useLayoutEffect, useMemo, useState } from 'react';
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

  // A read that arrived with the link's answer (gate/linkCheck.ts) is in the store before the
  // first render: the inbox is in the first paint, with no loading state and no second render
  // (docs/player.md, "Real time"). The store is empty here: every page that fills it empties
  // it when it closes (below, TutorialPage). A read that arrives later is useMailSync's.
  useState(() => backend.applyArrivedInbox?.());

  // No toasts carried over from another exercise; a fresh inbox for the next one.
  useLayoutEffect(() => {
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
