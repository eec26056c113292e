import { useState } from 'react';
import { PLAYER_PUSHES } from '@dojo/protocol';
import { useBroadcast } from '../../shared/realtime';

/**
 * True once the server tells this page that its exercise was removed (docs/admin.md
 * "Removing an exercise"): the page then shows the not-found screen without another call.
 */
export function useExerciseRemoved(token: string): boolean {
  const [removedFor, setRemovedFor] = useState<string | null>(null);
  useBroadcast(PLAYER_PUSHES.exerciseRemoved, () => setRemovedFor(token));
  return removedFor === token;
}
