import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name an authenticator app shows above the account's codes. */
const ISSUER_NAME = 'Incident Dojo';
/** RFC 6238's defaults, the ones every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;

function totpOf(secret: string, label = ISSUER_NAME): TOTP {
  return new TOTP({
    issuer: ISSUER_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new authenticator secret, base32 (160 bits, RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What enrolment shows: the secret as text, its otpauth:// address, and that as a QR drawing. */
export async function totpEnrolment(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The time step `code` belongs to when it is valid at `nowMs` (one step either side, for a
 * phone's clock a little off), else null. The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at `nowMs` (the test kits and the operator's scripts). */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

/** Ten recovery codes of 60 random bits each, written `xxxxx-xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(8).toString('hex').slice(0, 15);
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10)}`;
  });
}

/**
 * How a recovery code is stored: SHA-256 of its characters without dashes or case. A fast hash
 * is enough for 60 random bits (nobody guesses them from the hash); a password needs scrypt.
 */
export function recoveryCodeHash(code: string): string {
  const plain = code.toLowerCase().replace(/[^0-9a-f]/g, '');
  return createHash('sha256').update(plain).digest('hex');
}

/** Whether `code` is written like a recovery code rather than six digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.replace(/[\s-]/g, '').length === 15;
}
