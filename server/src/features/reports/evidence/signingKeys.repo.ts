import type { JWK } from 'jose';
import { DuplicateKeyError, type Store } from '../../../store';

/** The platform's evidence signing key as stored: one document, made on first use. */
export interface SigningKeyDoc {
  _id: string;
  kid: string;
  alg: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
}

/** The only code touching `signingKeys`. */
export function signingKeysRepo(store: Store) {
  const keys = store.collection<SigningKeyDoc>('signingKeys');
  return {
    find(id: string) {
      return keys.findOne({ _id: id });
    },
    /** Stores a new key; when another process stored one first, answers that one. */
    async insertOrRead(doc: SigningKeyDoc): Promise<SigningKeyDoc> {
      try {
        await keys.insertOne(doc);
        return doc;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const stored = await keys.findOne({ _id: doc._id });
        if (!stored) throw error;
        return stored;
      }
    },
  };
}

export type SigningKeysRepo = ReturnType<typeof signingKeysRepo>;
