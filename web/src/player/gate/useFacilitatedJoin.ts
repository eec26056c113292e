import { useEffect, useState } from 'react';
import { ERROR, EXERCISE_POLL_MS, playerCalls, type ExerciseSession } from '@dojo/protocol';
import { callApi, errorMessage, isApiError } from '../../shared/api';
import { playerStorage, readDeviceSecret, saveDeviceSecret } from '../storage/exerciseStorage';

export type JoinState =
  | { state: 'choosing'; message: string | null }
  | { state: 'joining' }
  /** The exercise is not open yet: joining is tried again every 5 s. */
  | { state: 'waiting'; message: string; attempt: number }
  | { state: 'joined'; session: ExerciseSession };

/** The facilitator has not opened the exercise yet (the server answers exercise_closed). */
function notOpenYet(error: unknown): boolean {
  return isApiError(error, ERROR.exercise_closed);
}

/**
 * A facilitated exercise's shared link: the player joins with the alias and team they chose
 * (joinFacilitated answers their own session and, the first time, the device secret kept to
 * enter again with that alias). A stored choice joins again on its own. A
 * refusal returns to the form with the server's message; while the exercise is not open
 * yet, joining is retried every 5 s so the player gets in as soon as the facilitator opens.
 */
export function useFacilitatedJoin(code: string, alias: string | null, team: string | null) {
  const [join, setJoin] = useState<JoinState>(
    alias && team ? { state: 'joining' } : { state: 'choosing', message: null },
  );
  const attempt = join.state === 'waiting' ? join.attempt : 0;
  const trying = join.state === 'joining' || join.state === 'waiting';

  useEffect(() => {
    if (!trying || !alias || !team) return;
    let current = true;
    const storage = playerStorage();
    const deviceSecret = (storage && readDeviceSecret(storage, alias)) ?? undefined;
    const tryJoin = () =>
      callApi(playerCalls.joinFacilitated, { token: code, alias, team, deviceSecret }).then(
        (session) => {
          if (storage && session.deviceSecret)
            saveDeviceSecret(storage, alias, session.deviceSecret);
          if (current) setJoin({ state: 'joined', session });
        },
        (error: unknown) => {
          if (!current) return;
          const message = errorMessage(error);
          setJoin(
            notOpenYet(error)
              ? { state: 'waiting', message, attempt: attempt + 1 }
              : { state: 'choosing', message },
          );
        },
      );
    const timer = setTimeout(() => void tryJoin(), attempt === 0 ? 0 : EXERCISE_POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trying, attempt, code, alias, team]);

  return {
    join,
    retry: () => setJoin({ state: 'joining' }),
    change: () => setJoin({ state: 'choosing', message: null }),
  };
}
