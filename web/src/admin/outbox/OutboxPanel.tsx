import { useEffect, useId } from 'react';
import { useEditorToken } from '../../shared/session';
import { StatusBanner } from '../../shared/ui';
import { MessageView } from './MessageView';
import { useOutbox } from './outboxStore';
import './Outbox.css';

/**
 * Admin → Outbox: with no SMTP server configured, every message the server sends is written
 * to the outbox; this lists them (newest first) and shows each as its recipient sees it.
 */
export function OutboxPanel() {
  const token = useEditorToken();
  const { state, error, entries, open, opening, load, show } = useOutbox();
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
      <p className="outbox-lead">
        No SMTP server is configured, so mail is written here instead of being sent: exactly what
        players, facilitators and trainers would receive.
      </p>
      {state === 'loading' && entries.length === 0 && <p role="status">Loading the outbox…</p>}
      {state === 'smtp' && <StatusBanner kind="info">{error}</StatusBanner>}
      {error && state !== 'smtp' && <StatusBanner kind="failed">{error}</StatusBanner>}
      {state === 'ready' && entries.length === 0 && (
        <p className="outbox-empty">The outbox is empty: nothing has been sent yet.</p>
      )}
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
    </section>
  );
}
