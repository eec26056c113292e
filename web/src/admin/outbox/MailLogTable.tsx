import { useId } from 'react';
import {
  DELIVERY_LABELS,
  MAIL_MESSAGES,
  invitationOrder,
  invitationSummary,
  type DeliveryStatus,
  type MailLog,
} from '@dojo/protocol';
import '../../shared/mail/InvitationStatus.css';

/** Why a message needs a look, under the statuses that do (the words live in protocol). */
const NOTES: Partial<Record<DeliveryStatus, string>> = {
  queued: MAIL_MESSAGES.queued,
  unconfirmed: MAIL_MESSAGES.unconfirmed,
  bounced: MAIL_MESSAGES.bounced,
  failed: MAIL_MESSAGES.failed,
  held: MAIL_MESSAGES.demoNotSent,
};

function count(log: MailLog, status: DeliveryStatus): number {
  return log.entries.filter((entry) => entry.status === status).length;
}

/**
 * The mail log: each stored message (newest 200) with its fate, the ones that need a person
 * first (may have been delivered, bounced, failed), with the mail server's last answer.
 */
export function MailLogTable({ log }: { log: MailLog }) {
  const titleId = useId();
  const rows = invitationOrder(log.entries);
  const summary = invitationSummary({
    total: log.entries.length,
    sent: count(log, 'sent'),
    failed: count(log, 'failed'),
    unconfirmed: count(log, 'unconfirmed'),
    bounced: count(log, 'bounced'),
    held: count(log, 'held'),
  });
  return (
    <section className="mail-log" aria-labelledby={titleId}>
      <h3 id={titleId} className="mail-log-title">
        What happened to each message
      </h3>
      <p role="status" className="mail-log-summary">
        {summary}
      </p>
      {rows.length === 0 ? (
        <p className="outbox-empty">No message has been sent yet.</p>
      ) : (
        <ul className="mail-log-list">
          {rows.map((entry) => (
            <li key={entry.id} className="mail-log-row">
              <span className="mail-log-subject">{entry.subject || '(no subject)'}</span>
              <span className={`invitation-status invitation-${entry.status}`}>
                {DELIVERY_LABELS[entry.status]}
                {entry.attempts > 1 && ` after ${entry.attempts} attempts`}
              </span>
              <span className="mail-log-meta">
                To {entry.to} · {new Date(entry.sentAt ?? entry.createdAt).toLocaleString()}
              </span>
              {NOTES[entry.status] && <span className="mail-log-note">{NOTES[entry.status]}</span>}
              {entry.lastError && entry.status !== 'sent' && (
                <span className="mail-log-error">Mail server: {entry.lastError}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
