import { useId, useState, type FormEvent, type Ref } from 'react';
import { isFlagSet, parseNumberText, type ScenarioEvent, type SocialComment } from '@dojo/protocol';
import { errorText } from '../../shared/i18n/errorText';
import { initials, StatusBanner } from '../../shared/ui';
import { SafeHtml } from '../html/SafeHtml';
import { displayTime } from '../logic/displayTime';
import { EventImages } from '../main/EventParts';
import { EventMedia } from '../main/EventMedia';
import { Icon } from '../main/icons';
import { ResponseArea } from '../respond/ResponseArea';
import { useBackend } from '../state/backend';
import { usePlayerStore } from '../state/playerStore';
import { useT } from '../../shared/i18n';

const count = (value: string | number | undefined) => {
  const parsed = value === undefined ? undefined : parseNumberText(value);
  return typeof parsed === 'number' ? Math.max(0, parsed) : 0;
};

function LikeButton({
  liked,
  likes,
  label,
  onToggle,
}: {
  liked: boolean;
  likes: number;
  label: string;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={liked ? 'post-action post-liked' : 'post-action'}
      aria-pressed={liked}
      aria-label={t('social.like', { label, likes })}
      onClick={onToggle}
    >
      <Icon name="heart" />
      <span aria-hidden="true">{likes}</span>
    </button>
  );
}

function Comment({
  event,
  comment,
  index,
}: {
  event: ScenarioEvent;
  comment: SocialComment;
  index: number;
}) {
  const t = useT();
  const backend = useBackend();
  return (
    <li className="comment">
      <span className="avatar avatar-small" aria-hidden="true">
        {initials(comment.persona || '?')}
      </span>
      <div className="comment-body">
        <p className="comment-author">
          {comment.persona}
          {comment.organisation && <span className="post-org"> · {comment.organisation}</span>}
        </p>
        <p className="comment-text">{comment.content}</p>
        <LikeButton
          liked={isFlagSet(comment.liked)}
          likes={count(comment.likes)}
          label={t('social.commentOf', { persona: comment.persona })}
          onToggle={() =>
            backend.like(event, index).catch((error: unknown) => console.warn('like failed', error))
          }
        />
      </div>
    </li>
  );
}

function ReplyBox({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const backend = useBackend();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  async function submit(form: FormEvent) {
    form.preventDefault();
    const content = text.trim();
    if (!content) return;
    setPending(true);
    setFailure(null);
    try {
      await backend.comment(event, content);
      setText('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="reply" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('social.replyTo', { name: event.name ?? t('social.thisPost') })}
      </label>
      <input
        id={id}
        className="input"
        placeholder={t('social.replyPlaceholder')}
        maxLength={1000}
        value={text}
        onChange={(change) => setText(change.target.value)}
      />
      <button type="submit" className="btn btn-secondary" disabled={pending || !text.trim()}>
        {t('social.reply')}
      </button>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
    </form>
  );
}

/** One post: author, content, likes and retweets, comments, a reply box and any question. */
export function SocialPost({
  event,
  ref,
}: {
  event: ScenarioEvent;
  ref?: Ref<HTMLElement> | undefined;
}) {
  const t = useT();
  const backend = useBackend();
  const arrived = usePlayerStore((state) => state.arrived[event.id]);
  const comments = event.comments ?? [];
  const name = event.name || event.organisation || t('social.unknown');
  const titleId = `post-${event.id}`;
  return (
    <article className="post" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
      <header className="post-header">
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <div>
          <h2 className="post-author" id={titleId}>
            {name}
            {event.organisation && event.name && (
              <span className="post-org"> · {event.organisation}</span>
            )}
          </h2>
          {event.address && <p className="post-handle">{event.address}</p>}
        </div>
        <span className="post-time">{displayTime(event, arrived)}</span>
      </header>
      {event.rePersona && (
        <p className="post-repost">
          <Icon name="repost" />
          {t('social.sharing', { persona: event.rePersona })}
          {event.reRole && `, ${event.reRole}`}
          {event.reOrg && ` (${event.reOrg})`}
        </p>
      )}
      <SafeHtml html={event.content ?? ''} className="post-content" />
      <EventImages event={event} />
      <EventMedia event={event} />
      <div className="post-actions">
        <LikeButton
          liked={isFlagSet(event.liked)}
          likes={count(event.likes)}
          label={t('social.postOf', { name })}
          onToggle={() =>
            backend.like(event).catch((error: unknown) => console.warn('like failed', error))
          }
        />
        <span className="post-stat">
          <Icon name="repost" />
          <span>{count(event.retweets)}</span>
          <span className="visually-hidden"> {t('social.retweets')}</span>
        </span>
        <span className="post-stat">
          <Icon name="comment" />
          <span>{comments.length}</span>
          <span className="visually-hidden"> {t('social.comments')}</span>
        </span>
      </div>
      {comments.length > 0 && (
        <ul role="list" className="comments" aria-label={t('social.commentsList')}>
          {comments.map((comment, index) => (
            <Comment key={comment.id ?? index} event={event} comment={comment} index={index} />
          ))}
        </ul>
      )}
      <ReplyBox event={event} />
      <ResponseArea event={event} />
    </article>
  );
}
