import type { Store } from '../../store';

/**
 * A player waiting for a facilitated session to open (docs/facilitator.md, "Waiting room"):
 * the alias and team they chose, since when, and the token their waiting socket carries.
 */
export interface WaitingPlayerDoc {
  _id: string;
  exerciseId: string;
  /** The alias, lowercased as the player will be stored. */
  user: string;
  team: string;
  /** When they first asked, ms. */
  since: number;
  waitToken: string;
  /**
   * When their last waiting page closed (after the reload grace), ms; absent while a page of
   * theirs is open (additive: stored entries without it are present).
   */
  leftAt?: number;
}

/** The only place that touches the `waiting_players` collection. */
export function waitingPlayersRepo(store: Store) {
  const waiting = store.collection<WaitingPlayerDoc>('waiting_players');
  return {
    async ensureIndexes() {
      await waiting.createIndex({ exerciseId: 1, user: 1 }, { unique: true });
      await waiting.createIndex({ waitToken: 1 }, { unique: true });
    },
    /**
     * Records (or refreshes the team of) an alias waiting: one entry per alias, which keeps
     * its first `since` and token, so a page that asks again every few seconds is one entry.
     * Asking again is being back: a `leftAt` is cleared.
     */
    async wait(entry: Omit<WaitingPlayerDoc, '_id'>): Promise<WaitingPlayerDoc | null> {
      const { exerciseId, user, team, since, waitToken } = entry;
      try {
        return await waiting.findOneAndUpdate(
          { exerciseId, user },
          { $set: { team }, $unset: { leftAt: '' }, $setOnInsert: { since, waitToken } },
          { upsert: true, returnDocument: 'after' },
        );
      } catch {
        // Two first asks of one alias at once: the other insert won; read it.
        return waiting.findOne({ exerciseId, user });
      }
    },
    findByWaitToken(waitToken: string) {
      return waiting.findOne({ waitToken });
    },
    /** Who waits, first come first. */
    listByExercise(exerciseId: string) {
      return waiting.find({ exerciseId }, { sort: { since: 1, user: 1 } });
    },
    /** The alias's last waiting page closed at `at`; false when it was not waiting (or gone). */
    async markLeft(exerciseId: string, user: string, at: number): Promise<boolean> {
      const left = await waiting.updateOne(
        { exerciseId, user, leftAt: { $exists: false } },
        { $set: { leftAt: at } },
      );
      return left.modifiedCount > 0;
    },
    /** A page of the alias's is open again; false when it was not marked as left. */
    async markBack(exerciseId: string, user: string): Promise<boolean> {
      const back = await waiting.updateOne(
        { exerciseId, user, leftAt: { $exists: true } },
        { $unset: { leftAt: '' } },
      );
      return back.modifiedCount > 0;
    },
    /**
     * Open lets in those present; who left stays as having never come in until they join
     * (docs/facilitator.md, "Waiting room").
     */
    removePresent(exerciseId: string) {
      return waiting.deleteMany({ exerciseId, leftAt: { $exists: false } });
    },
    /** The alias got in: it waits no more. */
    async remove(exerciseId: string, user: string): Promise<boolean> {
      return (await waiting.deleteOne({ exerciseId, user })).deletedCount > 0;
    },
    removeByExercise(exerciseId: string) {
      return waiting.deleteMany({ exerciseId });
    },
    /** Makes the removals before it physical (an erasure). */
    compact() {
      return waiting.compact();
    },
  };
}
export type WaitingPlayersRepo = ReturnType<typeof waitingPlayersRepo>;
