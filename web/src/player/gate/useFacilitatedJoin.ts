import { useEffect, useState } from 'react';
import {
  EXERCISE_POLL_MS,
  PLAYER_PUSHES,
  type ExerciseSession,
  type Language,
} from '@dojo/protocol';
import { playerCall } from '../calls';
import { callApi } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { useBroadcast, useRealtimeConnection, useSocket } from '../../shared/realtime';
import { playerStorage, readDeviceSecret, saveDeviceSecret } from '../storage/exerciseStorage';

export type JoinState =
  | { state: 'choosing'; message: string | null }
  | { state: 'joining' }
  /** The session is not open yet: the player waits in its waiting room. */
  | { state: 'waiting'; message: string; waitToken: string; attempt: number }
  | { state: 'joined'; session: ExerciseSession };

/**
 * A facilitated exercise's shared link: the player joins with the alias and team they chose
 * (joinFacilitated answers their own session and, the first time, the device secret kept to
 * enter again with that alias). A stored choice joins again on its own. A refusal returns to
 * the form with the server's message. Before the facilitator opens the session the answer is
 * its waiting room (docs/facilitator.md, "Waiting room"): the page opens the socket with the
 * wait token and joins again the moment `exercise.opened` arrives; only while that socket is
 * not connected does it ask again every 5 s.
 */
export function useFacilitatedJoin(
  code: string,
  alias: string | null,
  team: string | null,
  language?: Language,
) {
  const [join, setJoin] = useState<JoinState>(
    alias && team ? { state: 'joining' } : { state: 'choosing', message: null },
  );
  const waitToken = join.state === 'waiting' ? join.waitToken : null;
  const attempt = join.state === 'waiting' ? join.attempt : 0;
  const trying = join.state === 'joining' || join.state === 'waiting';
  useRealtimeConnection(waitToken);
  const connected = useSocket().status === 'connected';
  const askAgain = () =>
    setJoin((current) =>
      current.state === 'waiting' ? { ...current, attempt: current.attempt + 1 } : current,
    );
  // Told the session opened: ask again now.
  useBroadcast(PLAYER_PUSHES.exerciseOpened, askAgain);
  // The socket (re)connected: a push may have gone by while it was down.
  useEffect(() => {
    if (!waitToken || !connected) return;
    const timer = setTimeout(askAgain, 0);
    return () => clearTimeout(timer);
  }, [waitToken, connected]);
  // Only while the socket is down: ask again every 5 s.
  useEffect(() => {
    if (!waitToken || connected) return;
    const timer = setTimeout(askAgain, EXERCISE_POLL_MS);
    return () => clearTimeout(timer);
  }, [waitToken, connected, attempt]);

  useEffect(() => {
    if (!trying || !alias || !team) return;
    let current = true;
    const storage = playerStorage();
    const deviceSecret = (storage && readDeviceSecret(storage, alias)) ?? undefined;
    const request = { token: code, alias, team, deviceSecret, ...(language ? { language } : {}) };
    callApi(playerCall('joinFacilitated'), request).then(
      (answer) => {
        if (!current) return;
        if (answer.type === 'waiting') {
          setJoin({ state: 'waiting', message: answer.data, waitToken: answer.waitToken, attempt });
          return;
        }
        if (storage && answer.deviceSecret) saveDeviceSecret(storage, alias, answer.deviceSecret);
        setJoin({ state: 'joined', session: answer });
      },
      (error: unknown) => {
        if (current) setJoin({ state: 'choosing', message: errorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [trying, attempt, code, alias, team, language]);

  return {
    join,
    retry: () => setJoin({ state: 'joining' }),
    change: () => setJoin({ state: 'choosing', message: null }),
  };
}
