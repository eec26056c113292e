import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

/** `scrypt$N$r$p`: what decides how long a check takes. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('stored passwords', () => {
  it('checks a password against its own hash only', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(await verifyPassword('Correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('Correct horse 2', hash)).toBe(false);
  });

  it("compares an unknown account's password at the cost of a real one, and never matches", async () => {
    expect(costOf(DUMMY_HASH)).toBe(costOf(await hashPassword('anything')));
    expect(DUMMY_HASH.split('$')).toHaveLength(6);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('Correct horse 1', DUMMY_HASH)).toBe(false);
  });
});
