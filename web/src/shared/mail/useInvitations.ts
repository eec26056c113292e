import { useEffect, useState } from 'react';
import {
  mailCalls,
  mailEvents,
  settledCount,
  type ExerciseInvitations,
  type Status,
} from '@dojo/protocol';
import { callApi, errorMessage } from '../api';
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
  const [view, setView] = useState<ExerciseInvitations | null>(null);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<Status | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  // Each bump re-reads the list (after a push, a poll tick or a resend).
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);

  useEffect(() => {
    let current = true;
    callApi(mailCalls.getInvitations, { token, exerciseName, client }).then(
      (next) => {
        if (!current) return;
        setView(next);
        setError('');
      },
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [token, exerciseName, client, version]);

  useBroadcast(mailEvents.invitationsProgressed, (push) => {
    if (push.data.exerciseId === view?.exerciseId) reload();
  });

  const running = inProgress(view);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setVersion((n) => n + 1), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [running]);

  async function resend(code: string): Promise<void> {
    setResending(code);
    try {
      setAnswer(await callApi(mailCalls.resendInvitation, { token, exerciseName, client, code }));
      reload();
    } catch (failure) {
      setAnswer({ type: 'failed', data: errorMessage(failure) });
    } finally {
      setResending(null);
    }
  }

  return { view, error, answer, resending, running, resend, clearAnswer: () => setAnswer(null) };
}
