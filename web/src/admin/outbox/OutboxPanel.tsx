import { useEffect, useId } from 'react';
import { MAIL_MESSAGES } from '@dojo/protocol';
import { useEditorToken } from '../../shared/session';
import { StatusBanner } from '../../shared/ui';
import { MailLogTable } from './MailLogTable';
import { MessageView } from './MessageView';
import { useOutbox } from './outboxStore';
import './Outbox.css';

/**
 * Admin → Outbox: the mail log (every message with its fate: sent, queued, failed, bounced,
 * may have been delivered). With no SMTP server configured, every message is also written to
 * the outbox; this lists those files (newest first) and shows each as its recipient sees it.
 */
export function OutboxPanel() {
  const token = useEditorToken();
  const { state, error, log, entries, open, opening, load, show } = useOutbox();
  const titleId = useId();

  useEffect(() => {
    void load(token);
  }, [load, token]);

  return (
    <section className="panel outbox" aria-labelledby={titleId}>
      <div className="outbox-top">
        <h2 id={titleId}>Outbox</h2>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void load(token)}
          disabled={state === 'loading'}
        >
          Refresh
        </button>
      </div>
      {log && <p className="outbox-lead">{MAIL_MESSAGES.mailLogLead[log.transport]}</p>}
      {state === 'loading' && !log && <p role="status">Loading the mail log…</p>}
      {error && <StatusBanner kind="failed">{error}</StatusBanner>}
      {/* With SMTP the log is the screen; in outbox mode the files come first, the log after. */}
      {log?.transport === 'smtp' && <MailLogTable log={log} />}
      {entries.length > 0 && (
        <div className="outbox-layout">
          <ul className="outbox-list" aria-label="Messages, newest first">
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="outbox-item"
                  aria-current={open?.id === entry.id ? 'true' : undefined}
                  aria-busy={opening === entry.id}
                  onClick={() => void show(token, entry.id)}
                >
                  <span className="outbox-item-subject">{entry.subject || '(no subject)'}</span>
                  <span className="outbox-item-meta">
                    {entry.to} · {new Date(entry.date).toLocaleString()}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <MessageView key={open.id} message={open} />
          ) : (
            <p className="outbox-pick">Choose a message to read it.</p>
          )}
        </div>
      )}
      {log?.transport === 'outbox' && <MailLogTable log={log} />}
    </section>
  );
}
