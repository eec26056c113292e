import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mailCalls,
  mailEvents,
  settledCount,
  type ExerciseInvitations,
  type Status,
} from '@dojo/protocol';
import { callApi } from '../api';
import { errorText } from '../i18n/errorText';
import { queryKeys } from '../query';
import { useBroadcast } from '../realtime/hooks';

/** While a send is under way and no push arrives, the list is re-read this often. */
const FALLBACK_POLL_MS = 5_000;

export interface InvitationsTarget {
  token: string;
  /** The exercise's identifier (the order's name). */
  exerciseName: string;
  /** Admins name the client that owns the exercise; customers leave it out. */
  client?: string;
}

function inProgress(view: ExerciseInvitations | null): boolean {
  if (!view?.mailed) return false;
  const started = Date.parse(`${view.sendsOn}T00:00:00Z`) <= Date.now();
  return started && settledCount(view) < view.total;
}

/** One exercise's invitations: loaded, kept live (push, else a slow poll) and resendable. */
export function useInvitations({ token, exerciseName, client }: InvitationsTarget) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.invitations(exerciseName, client, token);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(mailCalls.getInvitations, { token, exerciseName, client }, { signal }),
    // While a send is under way the list is re-read even without a push.
    refetchInterval: (current) =>
      inProgress(current.state.data ?? null) ? FALLBACK_POLL_MS : false,
  });
  const view = query.data ?? null;
  const [answer, setAnswer] = useState<Status | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  useBroadcast(mailEvents.invitationsProgressed, (push) => {
    if (push.data.exerciseId === view?.exerciseId) reload();
  });

  async function resend(code: string): Promise<void> {
    setResending(code);
    try {
      setAnswer(await callApi(mailCalls.resendInvitation, { token, exerciseName, client, code }));
      reload();
    } catch (failure) {
      setAnswer({ type: 'failed', data: errorText(failure) });
    } finally {
      setResending(null);
    }
  }

  return {
    view,
    // The last read's failure; a later success clears it.
    error: query.isError ? errorText(query.error) : '',
    answer,
    resending,
    running: inProgress(view),
    resend,
    clearAnswer: () => setAnswer(null),
  };
}
