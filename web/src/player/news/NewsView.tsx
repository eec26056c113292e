import { useEffect, useMemo, useRef } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { SafeHtml } from '../html/SafeHtml';
import { plainText } from '../html/sanitize';
import { articlePreview } from '../logic/cuts';
import { displayTime } from '../logic/displayTime';
import { Attachments, EventImages } from '../main/EventParts';
import { EventMedia } from '../main/EventMedia';
import { Icon } from '../main/icons';
import { useMarkRead } from '../main/useMarkRead';
import { ResponseArea } from '../respond/ResponseArea';
import { eventsOf, isRead } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import './news.css';
import { useT } from '../../shared/i18n';

interface NewsViewProps {
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/** News articles with 200-character previews; one opens as a full article. */
export function NewsView({ openId, onOpen }: NewsViewProps) {
  const t = useT();
  const events = usePlayerStore((state) => state.events);
  const articles = useMemo(() => eventsOf(events, 'news'), [events]);
  const open = articles.find((article) => article.id === openId);
  if (open) {
    return (
      <div className="news">
        <Article key={open.id} event={open} onBack={() => onOpen(null)} />
      </div>
    );
  }
  return (
    <div className="news">
      <h1 className="view-heading">{t('news.title')}</h1>
      {articles.length === 0 ? (
        <p className="view-empty">{t('news.empty')}</p>
      ) : (
        <ul role="list" className="news-list">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard event={article} onOpen={() => onOpen(article.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ArticleCard({ event, onOpen }: { event: ScenarioEvent; onOpen: () => void }) {
  const t = useT();
  const arrived = usePlayerStore((state) => state.arrived[event.id]);
  const unread = !isRead(event);
  return (
    <article className={unread ? 'news-card news-unread' : 'news-card'}>
      <p className="news-source">
        {event.organisation || event.name}
        <span className="news-time">{displayTime(event, arrived)}</span>
      </p>
      <h2 className="news-headline">
        <button type="button" className="news-open" onClick={onOpen}>
          {unread && <span className="visually-hidden">{t('inbox.unread')} </span>}
          {event.subject || t('news.untitled')}
        </button>
      </h2>
      <p className="news-preview">{articlePreview(plainText(event.content ?? ''))}</p>
    </article>
  );
}

function Article({ event, onBack }: { event: ScenarioEvent; onBack: () => void }) {
  const t = useT();
  useMarkRead(event);
  const arrived = usePlayerStore((state) => state.arrived[event.id]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [event.id]);
  const byline = [event.name, event.role].filter(Boolean).join(', ');
  return (
    <article className="article" aria-labelledby={`article-${event.id}`}>
      <button type="button" className="btn btn-quiet" onClick={onBack}>
        <Icon name="back" />
        {t('news.all')}
      </button>
      <p className="news-source">
        {event.organisation}
        <span className="news-time">{displayTime(event, arrived)}</span>
      </p>
      <h1 id={`article-${event.id}`} ref={heading} tabIndex={-1} className="article-headline">
        {event.subject || t('news.untitled')}
      </h1>
      {byline && <p className="article-byline">{t('news.by', { byline })}</p>}
      <EventImages event={event} />
      <EventMedia event={event} />
      <SafeHtml html={event.content ?? ''} className="article-body" />
      <Attachments event={event} />
      <ResponseArea event={event} />
    </article>
  );
}
