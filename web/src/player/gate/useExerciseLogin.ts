import { useEffect, useState } from 'react';
import { ERROR, type ExerciseSession } from '@dojo/protocol';
import { playerCall } from '../calls';
import { ApiError, callApi, isApiError } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { useSession } from '../../shared/session';
import { enterExercise, playerStorage } from '../storage/exerciseStorage';
import { takeEarlyLinkCheck } from './linkCheck';

export type ExerciseLogin =
  | { state: 'loading' }
  | { state: 'expired' }
  | { state: 'not-started'; startsOn: string }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; session: ExerciseSession };

/**
 * A refused link (4xx) is "not found"; no answer, too many attempts (429) or a server error
 * can be retried, with the reason in the player's language.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/** Opens the exercise link with loginToken (docs/player.md). `attempt` retries. */
export function useExerciseLogin(token: string, attempt: number): ExerciseLogin {
  const [login, setLogin] = useState<ExerciseLogin & { token?: string; attempt?: number }>({
    state: 'loading',
  });

  useEffect(() => {
    const controller = new AbortController();
    // The first check may already be on its way, started with the app (./linkCheck.ts).
    const early = attempt === 0 ? takeEarlyLinkCheck(token) : undefined;
    (early ?? callApi(playerCall('loginToken'), { token }, { signal: controller.signal }))
      .then((answer) => {
        if (controller.signal.aborted) return; // an early check cannot be aborted itself
        // Another exercise than the last one: its alias, team and NDA start afresh.
        const storage = playerStorage();
        if (answer.type === 'success' && storage && enterExercise(storage, token)) {
          useSession.getState().setNdaAgreed(false);
        }
        if (answer.type === 'failed' && answer.data === 'notStarted') {
          setLogin({ state: 'not-started', startsOn: answer.startsOn, token, attempt });
          return;
        }
        setLogin(
          answer.type === 'failed'
            ? { state: 'expired', token, attempt }
            : { state: 'ready', session: answer, token, attempt },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The expired answer is HTTP 200; a 410 refusal with the expired code is the same page.
        if (isApiError(error, ERROR.expired)) {
          setLogin({ state: 'expired', token, attempt });
          return;
        }
        setLogin(
          isRefusal(error)
            ? { state: 'not-found', token, attempt }
            : { state: 'failed', message: errorText(error), token, attempt },
        );
      });
    return () => controller.abort();
  }, [token, attempt]);

  // A new token or a retry shows the loading state until its own answer arrives.
  if (login.token !== token || login.attempt !== attempt) return { state: 'loading' };
  return login;
}
