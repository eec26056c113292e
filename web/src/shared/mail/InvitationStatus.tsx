import { useId } from 'react';
import {
  DELIVERY_LABELS,
  MAIL_MESSAGES,
  invitationSummary,
  settledCount,
  type DeliveryStatus,
} from '@dojo/protocol';
import { StatusBanner } from '../ui';
import { useInvitations, type InvitationsTarget } from './useInvitations';
import './InvitationStatus.css';

/** Why a row needs a person, under the statuses that do (the words live in protocol). */
const NOTES: Partial<Record<DeliveryStatus, string>> = {
  unconfirmed: MAIL_MESSAGES.unconfirmed,
  bounced: MAIL_MESSAGES.bounced,
  held: MAIL_MESSAGES.demoNotSent,
};

interface InvitationStatusProps extends InvitationsTarget {
  /** Show only this player's row (their exercise code), e.g. inside a portal exercise row. */
  code?: string;
}

/**
 * The invitations of one exercise: "n of N sent" (live while a large send runs) and each
 * player's status (queued, sent, failed with the mail server's answer, or "may have been
 * delivered" with why it is not sent again by itself) with a Resend button.
 * The portal's exercise rows and the admin's campaign details place it.
 */
export function InvitationStatus({ code, ...target }: InvitationStatusProps) {
  const { view, error, answer, resending, running, resend, clearAnswer } = useInvitations(target);
  const titleId = useId();
  if (error) return <StatusBanner kind="failed">{error}</StatusBanner>;
  if (!view) return <p role="status">Loading the invitations…</p>;
  if (!view.mailed) {
    return (
      <p className="invitations-note">
        Privacy mode: nothing is mailed, the links are handed out by the client.
      </p>
    );
  }
  const rows = code ? view.invitations.filter((row) => row.code === code) : view.invitations;
  return (
    <section className="invitations" aria-labelledby={titleId}>
      <h3 id={titleId} className="invitations-title">
        Invitations
      </h3>
      <p className="invitations-summary" role="status" aria-live="polite">
        <progress max={Math.max(1, view.total)} value={view.sent} aria-hidden="true" />
        <span>
          {invitationSummary(view)}
          {!running && settledCount(view) < view.total && ` (they go out on ${view.sendsOn})`}
        </span>
      </p>
      {answer && (
        <StatusBanner kind={answer.type} onDismiss={clearAnswer}>
          {answer.data}
        </StatusBanner>
      )}
      <ul className="invitations-list">
        {rows.map((row) => (
          <li key={row.code} className="invitation">
            <span className="invitation-player">{row.player}</span>
            <span className={`invitation-status invitation-${row.status}`}>
              {DELIVERY_LABELS[row.status]}
              {row.attempts > 1 && ` after ${row.attempts} attempts`}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={resending !== null}
              aria-busy={resending === row.code}
              aria-label={`Resend the invitation to ${row.player}`}
              aria-describedby={NOTES[row.status] ? `${titleId}-${row.code}` : undefined}
              onClick={() => void resend(row.code)}
            >
              {resending === row.code ? 'Resending…' : 'Resend'}
            </button>
            {NOTES[row.status] && (
              <span id={`${titleId}-${row.code}`} className="invitation-note">
                {NOTES[row.status]}
              </span>
            )}
            {row.lastError && row.status !== 'sent' && (
              <span className="invitation-error">Mail server: {row.lastError}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
