import type { Store } from '../../../store';
import { newId } from '../../../store/ids';

/** What a passkey ceremony is for: making a passkey, or the login's second step. */
export type CeremonyPurpose = 'register' | 'sign_in';

/**
 * A WebAuthn challenge in flight (docs/auth.md, "Passkeys"): kept on the server, good for
 * five minutes and for one finishing call. A new collection: no older data to migrate.
 */
interface CeremonyDoc {
  _id: string;
  /** The account, lowercased. */
  username: string;
  purpose: CeremonyPurpose;
  challenge: string;
  /** Epoch milliseconds, the server's clock. */
  expiresAt: number;
}

/** The only place that touches the `passkeyCeremonies` collection. */
export function ceremoniesRepo(store: Store) {
  const ceremonies = store.collection<CeremonyDoc>('passkeyCeremonies');
  return {
    /** Keeps a challenge; drops the ones past their time on the way. Answers its id. */
    async start(ceremony: Omit<CeremonyDoc, '_id'>, now: number): Promise<string> {
      await ceremonies.deleteMany({ expiresAt: { $lt: now } });
      const _id = newId();
      await ceremonies.insertOne({ _id, ...ceremony });
      return _id;
    },
    /**
     * The challenge of `id` when it is the account's, for `purpose`, and still in time; gone
     * after this call whatever it answers, so a second finish with it finds nothing.
     */
    async take(
      id: string,
      username: string,
      purpose: CeremonyPurpose,
      now: number,
    ): Promise<string | null> {
      const found = await ceremonies.findOne({ _id: id, username, purpose });
      if (!found) return null;
      // Of two finishes at once, only the one that removes it goes on.
      if ((await ceremonies.deleteOne({ _id: id })).deletedCount !== 1) return null;
      return found.expiresAt >= now ? found.challenge : null;
    },
  };
}
export type CeremoniesRepo = ReturnType<typeof ceremoniesRepo>;
