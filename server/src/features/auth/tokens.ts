import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { z } from 'zod';
import type { Store } from '../../store';
import { unauthorized } from '../../errors';

export const ISSUER = 'incident-dojo';
export const AUDIENCE = 'incident-dojo';

/** What a caller asks to have signed. */
export interface TokenRequest {
  sub: string;
  kind: 'customer' | 'staff' | 'player';
  /** Player tokens only: the exercise the player (`sub`) belongs to. */
  exercise?: string;
  /** Account tokens only: the account's token version when signed (docs/security.md). */
  ver?: number;
}

const Claims = z.object({
  sub: z.string().min(1).max(200),
  kind: z.enum(['customer', 'staff', 'player']),
  exercise: z.string().min(1).max(200).optional(),
  ver: z.number().int().nonnegative().optional(),
  jti: z.string().min(1).max(64),
  iat: z.number(),
  exp: z.number(),
});
export type Claims = z.infer<typeof Claims>;

interface SettingDoc {
  _id: string;
  value: string;
}

/**
 * The signing secret: JWT_SECRET when given, else generated once and kept in the store
 * (the data dir for the embedded engine, the database in MongoDB mode, so every server
 * process signs and verifies with the same key).
 */
export async function loadSecret(store: Store, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const settings = store.collection<SettingDoc>('settings');
  const doc = await settings.findOneAndUpdate(
    { _id: 'jwt-secret' },
    { $setOnInsert: { value: randomBytes(48).toString('base64url') } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!doc) throw new Error('could not load or create the JWT secret');
  return new TextEncoder().encode(doc.value);
}

/** How many verified tokens are remembered (about 2 MB at most). */
const VERIFIED_TOKENS_KEPT = 5_000;

export class TokenService {
  /**
   * The secret imported for HMAC once: handed the raw bytes, jose imports a key on every
   * call, which cost a tenth of the server's CPU under polling load (docs/performance.md).
   */
  private key: Promise<CryptoKey> | null = null;
  /**
   * Tokens verified before, with their claims, until they expire: one call verifies its token
   * twice (the rate limiter names the caller, then the guard), and a player polling every
   * 5 s sends the same token each time. Web Crypto's HMAC check is asynchronous, a trip
   * through the thread pool that waits for a turn of a busy event loop; a token string seen
   * before needs none. Any other string (a changed byte, another token) is verified in full;
   * revocation is the guards' check, after this one, so it still applies at once.
   */
  private readonly verified = new Map<string, Claims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlHours: number,
  ) {}

  private signingKey(): Promise<CryptoKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      Uint8Array.from(this.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  /** Every token names its expiry, issue time and its own id (so it can be revoked alone). */
  async sign(claims: TokenRequest): Promise<string> {
    const extra = {
      ...(claims.exercise === undefined ? {} : { exercise: claims.exercise }),
      ...(claims.ver === undefined ? {} : { ver: claims.ver }),
    };
    return new SignJWT({ kind: claims.kind, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(await this.signingKey());
  }

  /** Verifies signature, issuer, audience and expiry (exp and iat required); any failure is a 401. */
  async verify(token: string): Promise<Claims> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) this.verified.delete(token);
    const claims = await this.verifyInFull(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      // The oldest entry goes first (a Map iterates in insertion order).
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async verifyInFull(token: string): Promise<Claims> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      return Claims.parse(payload);
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw unauthorized('Your session has expired. Please log in again.', 'session_expired');
      }
      throw unauthorized('Your session is not valid. Please log in again.', 'invalid_token');
    }
  }
}
