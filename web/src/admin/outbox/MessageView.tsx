import { useId, useState } from 'react';
import type { OutboxMessage } from '@dojo/protocol';
import { MailPreview } from './MailPreview';

/** One outbox message as the player gets it: headers, then the HTML part or the text part. */
export function MessageView({ message }: { message: OutboxMessage }) {
  const [part, setPart] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  const titleId = useId();
  return (
    <article className="outbox-message" aria-labelledby={titleId}>
      <h3 id={titleId} className="outbox-subject">
        {message.subject || '(no subject)'}
      </h3>
      <dl className="outbox-headers">
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Date</dt>
        <dd>{new Date(message.date).toLocaleString()}</dd>
      </dl>
      <div className="outbox-parts" role="group" aria-label="Message part">
        <button
          type="button"
          className="btn btn-quiet"
          aria-pressed={part === 'html'}
          disabled={!message.html}
          onClick={() => setPart('html')}
        >
          HTML
        </button>
        <button
          type="button"
          className="btn btn-quiet"
          aria-pressed={part === 'text'}
          onClick={() => setPart('text')}
        >
          Plain text
        </button>
      </div>
      {part === 'html' ? (
        <MailPreview html={message.html} label={`HTML of “${message.subject}”`} />
      ) : (
        <pre className="outbox-text">{message.text}</pre>
      )}
    </article>
  );
}
