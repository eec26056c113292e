import { exportJWK, exportSPKI, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { EVIDENCE_ALG } from '@dojo/protocol';
import type { SigningKeyDoc, SigningKeysRepo } from './signingKeys.repo';

export interface EvidenceKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public key as a JSON Web Key Set (published at the well-known address). */
  jwks: { keys: JWK[] };
  /** The same public key as PEM (SubjectPublicKeyInfo), for openssl. */
  pem: string;
}

const KEY_ID = 'evidence';

/**
 * The key that signs evidence manifests (docs/evidence.md): an RSA key pair (RS256, so an
 * auditor can check a signature with openssl alone), made once per installation and kept in
 * the store, so every process and every restart signs with the same key and a backup keeps
 * it. Two processes making it at once: the first insert wins and the other uses that one.
 */
export function evidenceKeys(repo: SigningKeysRepo, now: () => string) {
  let loaded: Promise<EvidenceKey> | undefined;

  async function make(): Promise<SigningKeyDoc> {
    const pair = await generateKeyPair(EVIDENCE_ALG, { extractable: true, modulusLength: 3072 });
    const kid = `dojo-evidence-${now().slice(0, 10)}`;
    const publicJwk = await exportJWK(pair.publicKey);
    return repo.insertOrRead({
      _id: KEY_ID,
      kid,
      alg: EVIDENCE_ALG,
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: { ...publicJwk, kid, alg: EVIDENCE_ALG, use: 'sig' },
      createdAt: now(),
    });
  }

  async function load(): Promise<EvidenceKey> {
    const doc = (await repo.find(KEY_ID)) ?? (await make());
    const privateKey = (await importJWK(doc.privateJwk, doc.alg)) as CryptoKey;
    const publicKey = (await importJWK(doc.publicJwk, doc.alg, { extractable: true })) as CryptoKey;
    const pem = await exportSPKI(publicKey);
    return { kid: doc.kid, privateKey, jwks: { keys: [doc.publicJwk] }, pem };
  }

  return {
    /** The key, made on first use; a failed read is tried again next time. */
    get(): Promise<EvidenceKey> {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

export type EvidenceKeys = ReturnType<typeof evidenceKeys>;
