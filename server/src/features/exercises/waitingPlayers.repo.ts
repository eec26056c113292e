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
     */
    async wait(entry: Omit<WaitingPlayerDoc, '_id'>): Promise<WaitingPlayerDoc | null> {
      const { exerciseId, user, team, since, waitToken } = entry;
      try {
        return await waiting.findOneAndUpdate(
          { exerciseId, user },
          { $set: { team }, $setOnInsert: { since, waitToken } },
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
    /** The alias got in (or left): it waits no more. */
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
