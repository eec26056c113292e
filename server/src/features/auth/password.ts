import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions, keylen: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keylen } = PARAMS;
  const key = await derive(password, salt, { N, r, p }, keylen);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Compared against when the account does not exist, so timing does not reveal usernames: the
 * hash, with today's parameters, of a random password nobody kept. Written here rather than
 * hashed at start: each hash takes 16 MB, and a process that has hashed twice keeps one of
 * them resident for good (the C allocator reuses it rather than returning it), which on a
 * first start, which also hashes the admin's password, put idle memory over its target
 * (docs/performance.md, "Start-up and idle memory").
 */
export const DUMMY_HASH =
  'scrypt$16384$8$1$Vnuo9IM5x9A0KFd_7y-f8A$ZnFuRngqBqdNGLvjDfTVTjLt3b3u3_xz6IMvzz4qxCXRqHJjcsElky6dMXgf1rfKr_kZrQiGkV_jo9stxoVJSg';
