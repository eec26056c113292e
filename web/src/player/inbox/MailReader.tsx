import { useEffect, useRef } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { SafeHtml } from '../html/SafeHtml';
import { Attachments, EventImages, SenderLine, Signature } from '../main/EventParts';
import { EventMedia } from '../main/EventMedia';
import { Icon } from '../main/icons';
import { useMarkRead } from '../main/useMarkRead';
import { ResponseArea } from '../respond/ResponseArea';
import { eventKind } from '../state/events';
import { useT } from '../../shared/i18n';

interface MailReaderProps {
  event: ScenarioEvent;
  onBack: () => void;
}

/** One message: sender, subject, content, images, attachments, signature and the answer. */
export function MailReader({ event, onBack }: MailReaderProps) {
  const t = useT();
  useMarkRead(event);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen reader and keyboard users land on the message they opened.
  useEffect(() => heading.current?.focus(), [event.id]);

  return (
    <article className="reader" aria-labelledby={`reader-${event.id}`}>
      <button type="button" className="btn btn-quiet reader-back" onClick={onBack}>
        <Icon name="back" />
        {t('inbox.back')}
      </button>
      <header className="reader-header">
        {eventKind(event) === 'Alert' && (
          <span className="mail-tag mail-tag-alert">{t('inbox.alert')}</span>
        )}
        <h2 id={`reader-${event.id}`} ref={heading} tabIndex={-1} className="reader-subject">
          {event.subject || t('inbox.noSubject')}
        </h2>
        <SenderLine event={event} />
      </header>
      <div className="reader-body">
        <SafeHtml html={event.content ?? ''} />
        <EventImages event={event} />
        <EventMedia event={event} />
        <Signature event={event} />
        <Attachments event={event} />
      </div>
      <ResponseArea event={event} />
    </article>
  );
}
