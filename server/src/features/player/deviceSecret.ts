import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new device secret: 256 random bits, URL-safe. */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked store does not let anyone act as a player. */
export function deviceSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function deviceSecretMatches(secret: string | undefined, hash: string): boolean {
  if (!secret) return false;
  const given = Buffer.from(deviceSecretHash(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
