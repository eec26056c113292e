import { useEffect, useMemo, useRef } from 'react';
import { useBackend } from '../state/backend';
import { eventsOf } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { SocialPost } from './SocialPost';
import './social.css';

/** The social feed, newest first. Opening it reads every post (readTweets). */
export function SocialView({ focusId }: { focusId: string | null }) {
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
      <h1 className="view-heading">Social</h1>
      {posts.length === 0 ? (
        <p className="view-empty">No posts yet. Posts about the incident will appear here.</p>
      ) : (
        <ol role="list" className="social-feed" aria-label="Posts, newest first">
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
