import { useEffect, useRef, useState } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { errorText } from '../../shared/i18n/errorText';
import { StatusBanner } from '../../shared/ui';
import { SafeHtml } from '../html/SafeHtml';
import { EventImages } from '../main/EventParts';
import { EventMedia } from '../main/EventMedia';
import { useBackend } from '../state/backend';
import './alert.css';
import { useT } from '../../shared/i18n';

/**
 * The latest event is an alert: it fills the screen until the player acknowledges it.
 * Acknowledging marks it read (markRead); it then stays in the inbox.
 */
export function AlertView({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const backend = useBackend();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), [event.id]);

  async function acknowledge() {
    setPending(true);
    setFailure(null);
    try {
      await backend.markRead(event);
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  }

  const from = [event.name, event.role, event.organisation].filter(Boolean).join(', ');
  return (
    <section
      className="alert-screen"
      aria-labelledby={`alert-${event.id}`}
      aria-describedby={`alert-body-${event.id}`}
    >
      <div className="alert-card">
        <p className="alert-kicker">
          <span className="alert-pulse" aria-hidden="true" />
          {t('alert.kicker')}
        </p>
        <h1 id={`alert-${event.id}`} ref={heading} tabIndex={-1} className="alert-subject">
          {event.subject || t('alert.kicker')}
        </h1>
        {from && <p className="alert-from">{t('alert.from', { from })}</p>}
        <div id={`alert-body-${event.id}`} className="alert-body">
          <SafeHtml html={event.content ?? ''} />
        </div>
        <EventImages event={event} />
        <EventMedia event={event} />
        {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
        <button
          type="button"
          className="btn btn-primary alert-ack"
          onClick={() => void acknowledge()}
          disabled={pending}
        >
          {t('alert.acknowledge')}
        </button>
      </div>
    </section>
  );
}
