import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value starts with: the format's version, so a later key or cipher can follow. */
const PREFIX = 'gcm1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Ties the key to this one use: another use of the same root secret derives another key. */
const KEY_INFO = 'incident-dojo/second-factor-secrets';

/**
 * Authenticator secrets sealed at rest (docs/auth.md, "Stored shape"): AES-256-GCM from
 * node:crypto, a fresh 96-bit IV per value, the key derived with HKDF-SHA256 from the root
 * secret (SECOND_FACTOR_KEY, else the token-signing secret). The account's id is the
 * associated data, so a sealed secret copied to another account does not open there.
 */
export interface SecretBox {
  seal(plain: string, account: string): string;
  /** The plain secret; a value stored before sealing existed is returned as it is. */
  open(stored: string, account: string): string;
  isSealed(stored: string): boolean;
}

export function secretBox(root: Uint8Array | string): SecretBox {
  const ikm = typeof root === 'string' ? Buffer.from(root, 'utf8') : Buffer.from(root);
  const key = Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), KEY_INFO, 32));
  const aad = (account: string) => Buffer.from(account.toLowerCase(), 'utf8');
  return {
    seal(plain, account) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(account));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(stored, account) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, sealed] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('a sealed secret is not well formed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(account));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
