import { useEffect, useState } from 'react';
import {
  ERROR,
  PLAYER_MESSAGES,
  type ExerciseSession,
  type ResponseOf,
  type playerCalls,
} from '@dojo/protocol';
import { playerCall } from '../calls';
import { ApiError, callApi, isApiError } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { useSession } from '../../shared/session';
import { enterExercise, isCurrentExercise, playerStorage } from '../storage/exerciseStorage';
import { arrivedEarlyLinkCheck, takeEarlyLinkCheck } from './linkCheck';

type LinkAnswer = ResponseOf<typeof playerCalls.loginToken>;

export type ExerciseLogin =
  | { state: 'loading' }
  | { state: 'expired' }
  | { state: 'not-started'; startsOn: string }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; session: ExerciseSession };

/**
 * An unknown link answers 200 'Exercise not found'; any other refused link (4xx) is "not found" too; no answer, too many attempts (429) or a server error
 * can be retried, with the reason in the player's language.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/** What the page shows for the link's answer. */
function loginOf(answer: LinkAnswer): ExerciseLogin {
  if (answer.type === 'failed' && answer.data === 'notStarted') {
    return { state: 'not-started', startsOn: answer.startsOn };
  }
  if (answer.type === 'failed' && answer.data === PLAYER_MESSAGES.exerciseNotFound) {
    return { state: 'not-found' };
  }
  return answer.type === 'failed' ? { state: 'expired' } : { state: 'ready', session: answer };
}

type LoginState = ExerciseLogin & { token?: string; attempt?: number; answer?: LinkAnswer };

/**
 * The first state of the page: the early check's answer when it came before the page's code,
 * for the exercise this device last entered (its alias, team and NDA stand, so nothing is
 * cleared on entering it), else loading. A returning player's phone then renders the
 * exercise once instead of a loading state first (docs/performance.md).
 */
function firstState(token: string, attempt: number): LoginState {
  const storage = playerStorage();
  const known = storage && isCurrentExercise(storage, token);
  const answer = attempt === 0 && known ? arrivedEarlyLinkCheck(token) : undefined;
  return answer ? { ...loginOf(answer), token, attempt, answer } : { state: 'loading' };
}

/** Opens the exercise link with loginToken (docs/player.md). `attempt` retries. */
export function useExerciseLogin(token: string, attempt: number): ExerciseLogin {
  const [login, setLogin] = useState<LoginState>(() => firstState(token, attempt));

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
        // The page may have opened on this very answer (`firstState`): nothing changes.
        setLogin((current) =>
          current.answer === answer && current.token === token && current.attempt === attempt
            ? current
            : { ...loginOf(answer), token, attempt, answer },
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
