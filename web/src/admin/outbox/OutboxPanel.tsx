import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAIL_MESSAGES, mailCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { useEditorToken } from '../../shared/session';
import { StatusBanner } from '../../shared/ui';
import { MailLogTable } from './MailLogTable';
import { MessageView } from './MessageView';
import './Outbox.css';

/** The mail log, and in outbox mode the written files (docs/mail-and-jobs.md). */
async function readMail(token: string, signal: AbortSignal) {
  const log = await callApi(mailCalls.getMailLog, { token }, { signal });
  // With an SMTP server there are no files: the log is the record of what was sent.
  const entries =
    log.transport === 'outbox' ? await callApi(mailCalls.getOutbox, { token }, { signal }) : [];
  return { log, entries };
}

/**
 * Admin → Outbox: the mail log (every message with its fate: sent, queued, failed, bounced,
 * may have been delivered). With no SMTP server configured, every message is also written to
 * the outbox; this lists those files (newest first) and shows each as its recipient sees it.
 */
export function OutboxPanel() {
  const token = useEditorToken();
  const mail = useQuery({
    queryKey: queryKeys.admin.mailLog(token),
    queryFn: ({ signal }) => readMail(token, signal),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const message = useQuery({
    queryKey: queryKeys.admin.outboxMessage(chosen ?? '', token),
    queryFn: ({ signal }) =>
      callApi(mailCalls.getOutboxMessage, { token, id: chosen ?? '' }, { signal }),
    enabled: chosen !== null,
    // The message shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
  const { log, entries } = mail.data ?? { log: null, entries: [] };
  const open = message.data ?? null;
  const opening = message.isFetching ? chosen : null;
  const failure = mail.error ?? message.error;
  const error = failure ? errorMessage(failure) : '';
  const titleId = useId();

  return (
    <section className="panel outbox" aria-labelledby={titleId}>
      <div className="outbox-top">
        <h2 id={titleId}>Outbox</h2>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void mail.refetch()}
          disabled={mail.isFetching}
        >
          Refresh
        </button>
      </div>
      {log && <p className="outbox-lead">{MAIL_MESSAGES.mailLogLead[log.transport]}</p>}
      {mail.isPending && <p role="status">Loading the mail log…</p>}
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
                  onClick={() => setChosen(entry.id)}
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
