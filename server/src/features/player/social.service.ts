import type { Status } from '@dojo/protocol';
import { badRequest, notFound } from '../../errors';
import type { WallClock } from '../../core/clock';
import type { PlayerPrincipal } from '../../core/principal';
import type { MailboxService } from './mailbox.service';
import type { DomainEventEmitter } from '../../core/domainEvents';
import type { SocialRepo } from './social.repo';

export const NOT_A_POST = 'Only social posts can be liked or replied to.';
export const NO_SUCH_COMMENT = 'This comment does not exist.';
export const MAX_REPLY_LENGTH = 1_000;
export const REPLY_TOO_LONG = `A reply can be at most ${MAX_REPLY_LENGTH} characters long.`;
/** Replies per player and post: a conversation, not a flood. */
export const MAX_REPLIES_PER_POST = 20;
export const TOO_MANY_REPLIES = `You can reply at most ${MAX_REPLIES_PER_POST} times to one post.`;

export interface SocialDeps {
  mailboxes: MailboxService;
  social: SocialRepo;
  events: DomainEventEmitter;
  clock: WallClock;
}

/** The simulated social feed: likes (toggled) and replies (docs/player.md). */
export function socialService(deps: SocialDeps) {
  const { mailboxes, social, events, clock } = deps;

  async function postOf(principal: PlayerPrincipal, eventId: string) {
    const game = await mailboxes.gameOf(principal);
    const post = mailboxes.visibleEvent(game, eventId);
    if (post.event.type !== 'Social') throw badRequest(NOT_A_POST, 'not_a_post');
    return post.event;
  }

  return {
    /** `commentIndex` counts the post's comments as the player sees them (theirs last). */
    async likeSocial(
      principal: PlayerPrincipal,
      eventId: string,
      commentIndex = -1,
    ): Promise<Status> {
      const post = await postOf(principal, eventId);
      const { exerciseId, playerId } = principal;
      if (commentIndex >= 0) {
        const replies = await social.countReplies(exerciseId, playerId, eventId);
        if (commentIndex >= (post.comments?.length ?? 0) + replies) {
          throw notFound(NO_SUCH_COMMENT, 'no_such_comment');
        }
      }
      const liked = await social.toggleLike({
        exerciseId,
        playerId,
        eventId,
        commentIndex: Math.max(-1, commentIndex),
        likedAt: clock.now(),
      });
      events.emit('playerPosted', { exerciseId, playerId, eventId });
      return { type: 'success', data: liked ? 'Liked.' : 'Like removed.' };
    },

    async addSocial(principal: PlayerPrincipal, eventId: string, content: string): Promise<Status> {
      await postOf(principal, eventId);
      const text = content.trim();
      if (text.length > MAX_REPLY_LENGTH) throw badRequest(REPLY_TOO_LONG);
      const { exerciseId, playerId } = principal;
      if ((await social.countReplies(exerciseId, playerId, eventId)) >= MAX_REPLIES_PER_POST) {
        throw badRequest(TOO_MANY_REPLIES, 'too_many_replies');
      }
      await social.addReply({
        exerciseId,
        playerId,
        eventId,
        content: text,
        writtenAt: clock.now(),
      });
      events.emit('playerPosted', { exerciseId, playerId, eventId });
      return { type: 'success', data: 'Your reply has been posted.' };
    },
  };
}
export type SocialService = ReturnType<typeof socialService>;
