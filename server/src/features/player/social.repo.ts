import { newId } from '../../store/ids';
import { DuplicateKeyError, type Store } from '../../store';

/** One like of a social post (`commentIndex` -1) or of one comment under it. */
export interface SocialLikeDoc {
  /** exercise, player, event and comment index: one like each, whatever the double clicks. */
  _id: string;
  exerciseId: string;
  playerId: string;
  eventId: string;
  commentIndex: number;
  likedAt: number;
}

/** A reply a player wrote under a social post. */
export interface SocialReplyDoc {
  _id: string;
  exerciseId: string;
  playerId: string;
  eventId: string;
  content: string;
  writtenAt: number;
}

export interface PlayerSocial {
  likes: SocialLikeDoc[];
  replies: SocialReplyDoc[];
}

function likeId(like: Pick<SocialLikeDoc, 'exerciseId' | 'playerId' | 'eventId' | 'commentIndex'>) {
  return [like.exerciseId, like.playerId, like.eventId, like.commentIndex]
    .map((part) => encodeURIComponent(String(part)))
    .join(':');
}

/**
 * The only place that touches `social_likes` and `social_replies`: what a player did in the
 * simulated social feed. Each player's feed is their own; teammates do not see it.
 */
export function socialRepo(store: Store) {
  const likes = store.collection<SocialLikeDoc>('social_likes');
  const replies = store.collection<SocialReplyDoc>('social_replies');

  return {
    async ensureIndexes() {
      await likes.createIndex({ exerciseId: 1, playerId: 1 });
      await replies.createIndex({ exerciseId: 1, playerId: 1, writtenAt: 1 });
    },

    /** Likes, or takes the like back; answers whether it is liked now. */
    async toggleLike(like: Omit<SocialLikeDoc, '_id'>): Promise<boolean> {
      const _id = likeId(like);
      const removed = await likes.deleteOne({ _id });
      if (removed.deletedCount === 1) return false;
      try {
        await likes.insertOne({ _id, ...like });
      } catch (error) {
        // A concurrent click liked it first: it is liked either way.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      return true;
    },

    async addReply(reply: Omit<SocialReplyDoc, '_id'>): Promise<SocialReplyDoc> {
      const doc = { _id: newId(), ...reply };
      await replies.insertOne(doc);
      return doc;
    },

    countReplies(exerciseId: string, playerId: string, eventId: string) {
      return replies.countDocuments({ exerciseId, playerId, eventId });
    },

    /** Every player's likes and replies in one exercise, by player id. */
    async forExercise(exerciseId: string): Promise<Map<string, PlayerSocial>> {
      const [liked, written] = await Promise.all([
        likes.find({ exerciseId }),
        replies.find({ exerciseId }, { sort: { writtenAt: 1, _id: 1 } }),
      ]);
      const byPlayer = new Map<string, PlayerSocial>();
      const of = (playerId: string) => {
        let social = byPlayer.get(playerId);
        if (!social) byPlayer.set(playerId, (social = { likes: [], replies: [] }));
        return social;
      };
      for (const like of liked) of(like.playerId).likes.push(like);
      for (const reply of written) of(reply.playerId).replies.push(reply);
      return byPlayer;
    },

    async forPlayer(exerciseId: string, playerId: string): Promise<PlayerSocial> {
      const [liked, written] = await Promise.all([
        likes.find({ exerciseId, playerId }),
        replies.find({ exerciseId, playerId }, { sort: { writtenAt: 1, _id: 1 } }),
      ]);
      return { likes: liked, replies: written };
    },

    /** A reset or a removed exercise forgets every player's social actions. */
    async removeByExercise(exerciseId: string): Promise<number> {
      const removed = await Promise.all([
        likes.deleteMany({ exerciseId }),
        replies.deleteMany({ exerciseId }),
      ]);
      return removed.reduce((sum, { deletedCount }) => sum + deletedCount, 0);
    },
    async removeByPlayers(playerIds: readonly string[]): Promise<number> {
      const filter = { playerId: { $in: playerIds } };
      const removed = await Promise.all([likes.deleteMany(filter), replies.deleteMany(filter)]);
      return removed.reduce((sum, { deletedCount }) => sum + deletedCount, 0);
    },
    /** Makes the removals before it physical (an erasure). */
    async compact(): Promise<void> {
      await Promise.all([likes.compact(), replies.compact()]);
    },
  };
}
export type SocialRepo = ReturnType<typeof socialRepo>;
