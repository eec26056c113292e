import { DuplicateKeyError, type Store } from '../../store';

/** A client's next free sending slot (epoch ms): one stored row per client. */
interface PacingDoc {
  _id: string;
  next: number;
}

/** Compare-and-set attempts before giving up (each loses only to another reservation). */
const TRIES = 50;

/**
 * The sending slots of each client, kept in the store so every server process spends from
 * the same ones (docs/mail-and-jobs.md, "Limits"). The only code touching `mailPacing`.
 */
export function pacingRepo(store: Store) {
  const pacing = store.collection<PacingDoc>('mailPacing');
  // Reservations of this process take turns, so they never race each other; the conditional
  // update below settles races with other processes.
  let turn: Promise<unknown> = Promise.resolve();

  async function reserveOnce(
    client: string,
    count: number,
    spacingMs: number,
    now: number,
  ): Promise<number> {
    for (let tries = 0; tries < TRIES; tries += 1) {
      const found = await pacing.findOne({ _id: client });
      const first = Math.max(now, found?.next ?? 0);
      const next = first + count * spacingMs;
      if (!found) {
        try {
          await pacing.insertOne({ _id: client, next });
          return first;
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          continue;
        }
      }
      const { modifiedCount } = await pacing.updateOne(
        { _id: client, next: found.next },
        { $set: { next } },
      );
      if (modifiedCount === 1) return first;
    }
    throw new Error(`could not reserve mail slots for client ${client}`);
  }

  return {
    /**
     * Reserves `count` consecutive slots `spacingMs` apart for `client`, the first at `now`
     * or at the client's next free slot, whichever is later; answers the first slot. A
     * conditional update on the stored `next`: two reservations at once get distinct slots.
     */
    reserve(client: string, count: number, spacingMs: number, now: number): Promise<number> {
      const reserved = turn.then(() => reserveOnce(client, count, spacingMs, now));
      turn = reserved.catch(() => undefined);
      return reserved;
    },
  };
}
export type PacingRepo = ReturnType<typeof pacingRepo>;
