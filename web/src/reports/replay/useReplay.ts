import { useEffect, useState } from 'react';
import { reportCalls, type Replay } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';

interface Answer {
  key: string;
  replay: Replay | null;
  error: string | null;
}

export interface ReplayState {
  /** The replay of the chosen player and minute, or the previous one while it loads. */
  replay: Replay | null;
  loading: boolean;
  error: string | null;
}

/** What one player saw at one minute, read again whenever the player or minute changes. */
export function useReplay(args: {
  token: string;
  group: string;
  player: string;
  minute: number;
  client?: string | undefined;
}): ReplayState {
  const { token, group, player, minute, client } = args;
  const key = JSON.stringify([token, group, player, minute, client ?? '']);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!player) return;
    const controller = new AbortController();
    callApi(
      reportCalls.getReplay,
      { token, group, player, minute, ...(client ? { client } : {}) },
      { signal: controller.signal },
    ).then(
      (replay) => setAnswer({ key, replay, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ key, replay: null, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, token, group, player, minute, client]);
  const current = answer?.key === key;
  return {
    replay: answer?.replay ?? null,
    loading: !current,
    error: current ? (answer?.error ?? null) : null,
  };
}
