import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { z } from 'zod';
import { SECOND_FACTOR } from '@dojo/protocol';
import type { Store } from '../../store';
import { unauthorized } from '../../errors';

export const ISSUER = 'incident-dojo';
export const AUDIENCE = 'incident-dojo';
/** The audience of a login's second-step token: no other call takes it (docs/auth.md). */
export const PENDING_AUDIENCE = 'incident-dojo/second-factor';
/** How long the second step of a login may take. */
const PENDING_SECONDS = 5 * 60;

const PendingClaims = z.object({
  sub: z.string().min(1).max(200),
  kind: z.enum(['customer', 'staff']),
});
export type PendingClaims = z.infer<typeof PendingClaims>;

/** What a caller asks to have signed. */
export interface TokenRequest {
  sub: string;
  kind: 'customer' | 'staff' | 'player';
  /** Player tokens only: the exercise the player (`sub`) belongs to. */
  exercise?: string;
  /** Account tokens only: the account's token version when signed (docs/security.md). */
  ver?: number;
  /**
   * How the sign-in was made beyond the password (RFC 8176 method names): `otp` a one-time
   * code, `hwk` a passkey, `fed` the client's identity provider. A session that must have a
   * second factor needs one of them (docs/auth.md, "Who must have one").
   */
  amr?: Amr[];
}

/** The sign-in methods a token may name (RFC 8176). */
export const AMR_METHODS = ['otp', 'hwk', 'fed'] as const;
export type Amr = (typeof AMR_METHODS)[number];

const Claims = z.object({
  sub: z.string().min(1).max(200),
  kind: z.enum(['customer', 'staff', 'player']),
  exercise: z.string().min(1).max(200).optional(),
  ver: z.number().int().nonnegative().optional(),
  amr: z.array(z.enum(AMR_METHODS)).max(AMR_METHODS.length).optional(),
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

/**
 * How many verified tokens are remembered (about 8 MB at most). Above the players one process
 * serves at once: the oldest goes first, so 5,000 players polling in turn through a smaller
 * cache would each find their token just evicted and verify it in full every time.
 */
const VERIFIED_TOKENS_KEPT = 20_000;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export class TokenService {
  /**
   * The secret imported for HMAC once: handed the raw bytes, jose imports a key on every
   * call, which cost a tenth of the server's CPU under polling load (docs/performance.md).
   */
  private key: Promise<CryptoKey> | null = null;
  /**
   * Tokens verified before, with their claims, until they expire: one call verifies its token
   * twice (the rate limiter names the caller, then the guard), and a player polling every
   * 5 s sends the same token each time. A token this process signs is known from the start. Web Crypto's HMAC check is asynchronous, a trip
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

  /**
   * Every token names its expiry, issue time and its own id (so it can be revoked alone).
   * An HS256 JWT signed with node's HMAC, synchronously: Web Crypto's sign is a trip through the
   * thread pool that waits for a turn of a busy event loop at every join (docs/performance.md).
   * jose verifies it as any other (tokens.test.ts).
   */
  async sign(claims: TokenRequest): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = {
      kind: claims.kind,
      ...(claims.exercise === undefined ? {} : { exercise: claims.exercise }),
      ...(claims.ver === undefined ? {} : { ver: claims.ver }),
      ...(claims.amr === undefined || claims.amr.length === 0 ? {} : { amr: claims.amr }),
      jti: randomUUID(),
      sub: claims.sub,
      iss: ISSUER,
      aud: AUDIENCE,
      iat,
      exp: iat + this.ttlHours * 3600,
    };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    const token = `${signed}.${createHmac('sha256', this.secret).update(signed).digest('base64url')}`;
    // Signed here, so known good: its first call needs no check either (a player's first poll).
    this.remember(token, Claims.parse(payload));
    return token;
  }

  /** A token good for 5 minutes and only for the login's second step (a one-time code). */
  signPending(claims: PendingClaims): Promise<string> {
    return new SignJWT({ kind: claims.kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(PENDING_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${PENDING_SECONDS}s`)
      .sign(this.secret);
  }

  /** The second step's token, checked as strictly as a session's; an ended one asks for the password again. */
  async verifyPending(token: string): Promise<PendingClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer: ISSUER,
        audience: PENDING_AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat'],
      });
      return PendingClaims.parse(payload);
    } catch {
      throw unauthorized(SECOND_FACTOR.pendingEnded, 'session_expired');
    }
  }

  private remember(token: string, claims: Claims): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      // The oldest entry goes first (a Map iterates in insertion order).
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, claims);
  }

  /** Verifies signature, issuer, audience and expiry (exp and iat required); any failure is a 401. */
  async verify(token: string): Promise<Claims> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) this.verified.delete(token);
    const claims = await this.verifyInFull(token);
    this.remember(token, claims);
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
