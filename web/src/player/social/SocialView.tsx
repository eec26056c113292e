import { useEffect, useMemo, useRef } from 'react';
import { useBackend } from '../state/backend';
import { eventsOf } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { SocialPost } from './SocialPost';
import './social.css';
import { useT } from '../../shared/i18n';

/** The social feed, newest first. Opening it reads every post (readTweets). */
export function SocialView({ focusId }: { focusId: string | null }) {
  const t = useT();
  const backend = useBackend();
  const events = usePlayerStore((state) => state.events);
  const posts = useMemo(() => eventsOf(events, 'social'), [events]);
  const unread = posts.some((post) => post.read !== true && post.read !== 'true');
  const focused = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!unread) return;
    backend.readSocial().catch((error: unknown) => console.warn('readTweets failed', error));
  }, [backend, unread]);

  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'start' });
    focused.current?.focus();
  }, [focusId]);

  return (
    <div className="social">
      <h1 className="view-heading">{t('social.title')}</h1>
      {posts.length === 0 ? (
        <p className="view-empty">{t('social.empty')}</p>
      ) : (
        <ol role="list" className="social-feed" aria-label={t('social.feed')}>
          {posts.map((post) => (
            <li key={post.id}>
              <SocialPost event={post} ref={post.id === focusId ? focused : undefined} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
