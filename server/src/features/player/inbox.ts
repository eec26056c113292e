import {
  localizeEvent,
  parseNumberText,
  type ScenarioTranslation,
  type NumberText,
  type ScenarioEvent,
  type SocialComment,
} from '@dojo/protocol';
import type { VisibleEvent } from '@dojo/scheduler';
import type { InboxEntry } from './runner/inboxDiff';
import type { PlayerSocial } from './social.repo';

/** The player an inbox is for: who they are and when they read what. */
export interface InboxOwner {
  user: string;
  alias: string | null;
  readAt(eventId: string): number | undefined;
  /** The language they play in ('' for the original) and its translation (docs/translations.md). */
  language: string;
  translation: ScenarioTranslation | undefined;
}

/** Marking lists and feedback tell the answer away: they reach a player only once answered. */
const ANSWER_KEY_FIELDS = [
  'correct',
  'wrong',
  'neutral',
  'correctFeedback',
  'wrongFeedback',
] as const;
/** The editor's layout data and the author's own fields (an MSEL's notes) mean nothing to a player. */
const EDITOR_FIELDS = ['timings', 'hasBranch', 'reference', 'addressees', 'notes'] as const;

function count(value: NumberText | undefined): number {
  const parsed = value === undefined ? undefined : parseNumberText(value);
  return typeof parsed === 'number' ? parsed : 0;
}

/** The post's comments as this player sees them: the scenario's, then their own replies. */
function commentsOf(
  event: ScenarioEvent,
  owner: InboxOwner,
  social: PlayerSocial,
): SocialComment[] {
  const replies = social.replies
    .filter((reply) => reply.eventId === event.id)
    .map((reply): SocialComment => ({
      id: reply._id,
      organisation: '',
      persona: owner.alias ?? owner.user,
      address: owner.user,
      content: reply.content,
      likes: 0,
    }));
  const likedIndexes = new Set(
    social.likes
      .filter((like) => like.eventId === event.id && like.commentIndex >= 0)
      .map((like) => like.commentIndex),
  );
  return [...(event.comments ?? []), ...replies].map((comment, index) => {
    const liked = likedIndexes.has(index);
    return { ...comment, liked, likes: count(comment.likes) + (liked ? 1 : 0) };
  });
}

function withSocial(event: ScenarioEvent, owner: InboxOwner, social: PlayerSocial): ScenarioEvent {
  const liked = social.likes.some((like) => like.eventId === event.id && like.commentIndex < 0);
  return {
    ...event,
    liked,
    likes: count(event.likes) + (liked ? 1 : 0),
    comments: commentsOf(event, owner, social),
  };
}

/**
 * One visible event as its player sees it: read or not, their (or their team's) answer,
 * their likes and replies, and when it showed.
 */
export function inboxEvent(
  visible: VisibleEvent,
  owner: InboxOwner,
  social: PlayerSocial,
): ScenarioEvent {
  const answered = visible.response !== undefined;
  const event: ScenarioEvent = { ...visible.event };
  for (const field of EDITOR_FIELDS) delete event[field];
  if (!answered) for (const field of ANSWER_KEY_FIELDS) delete event[field];
  const readAt = owner.readAt(event.id);
  // The limit as it applies to this player (docs/extra-time.md): their page counts it down.
  if (visible.timeSetting !== undefined) {
    const limitMs =
      visible.limitEndsAt === undefined ? null : visible.limitEndsAt - visible.displayAt;
    event.timeLimit = limitMs === null ? '-1' : String(limitMs / 1000);
  }
  const seen: ScenarioEvent = {
    ...event,
    visible: true,
    read: readAt !== undefined,
    displayAt: visible.displayAt,
    ...(readAt === undefined ? {} : { readAts: { [owner.user]: readAt } }),
    ...(visible.response === undefined ? {} : { response: visible.response.answer }),
  };
  // Ad-hoc events are the facilitator's own words: only the scenario's events are translated.
  const localized = visible.source === 'ad-hoc' ? seen : localizeEvent(seen, owner.translation);
  return localized.type === 'Social' ? withSocial(localized, owner, social) : localized;
}

export function inboxOf(
  visible: readonly VisibleEvent[],
  owner: InboxOwner,
  social: PlayerSocial,
): ScenarioEvent[] {
  return visible.map((item) => inboxEvent(item, owner, social));
}

/** What this player did to a social post: its part of the event's signature. */
function socialSignature(eventId: string, social: PlayerSocial): string {
  const likes = social.likes
    .filter((like) => like.eventId === eventId)
    .map((like) => like.commentIndex)
    .sort((a, b) => a - b);
  const replies = social.replies.filter((reply) => reply.eventId === eventId).map((r) => r._id);
  return `${likes.join(',')}/${replies.join(',')}`;
}

/**
 * Everything `inboxEvent` reads that can change during a run, as one string. The rest of an
 * event is the exercise's scenario snapshot or a sent ad-hoc event, and never changes, so
 * equal signatures mean an equal event (proved by inbox.test.ts against whole-event digests).
 */
export function inboxSignature(
  visible: VisibleEvent,
  owner: InboxOwner,
  social: PlayerSocial,
): string {
  const { event, response } = visible;
  const answer = response === undefined ? '-' : JSON.stringify(response.answer);
  const readAt = owner.readAt(event.id) ?? '';
  const time = visible.timeSetting ?? '';
  const base = `${visible.source ?? ''}|${visible.displayAt}|${readAt}|${answer}|${owner.language}|${time}`;
  return event.type === 'Social' ? `${base}|${socialSignature(event.id, social)}` : base;
}

/** The inbox as the runner diffs it: signatures now, events built only when sent. */
export function inboxEntries(
  visible: readonly VisibleEvent[],
  owner: InboxOwner,
  social: PlayerSocial,
): InboxEntry[] {
  return visible.map((item) => {
    const signature = inboxSignature(item, owner, social);
    // A read event carries its reader's name: it is theirs alone. Everything else in the
    // signature is the same for whoever sees it (a reply's id is unique to its author).
    const shared = owner.readAt(item.event.id) === undefined;
    return {
      id: item.event.id,
      signature,
      shareKey: shared ? `${item.event.id}|${signature}` : null,
      build: () => inboxEvent(item, owner, social),
    };
  });
}
