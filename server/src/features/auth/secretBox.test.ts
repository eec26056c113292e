import { describe, expect, it } from 'vitest';
import { secretBox } from './secretBox';

const box = secretBox('a-root-secret-of-at-least-32-characters!');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secretBox (authenticator secrets sealed at rest)', () => {
  it('seals with a fresh IV each time and opens again', () => {
    const [one, two] = [box.seal(SECRET, 'admin'), box.seal(SECRET, 'admin')];
    expect(one).toMatch(/^gcm1:/);
    expect(one).not.toContain(SECRET);
    expect(one).not.toBe(two);
    expect(box.open(one, 'Admin')).toBe(SECRET);
  });

  it('refuses a sealed secret moved to another account, changed, or under another key', () => {
    const sealed = box.seal(SECRET, 'admin');
    expect(() => box.open(sealed, 'author')).toThrow();
    const [iv, tag, text] = sealed.slice('gcm1:'.length).split('.');
    const flipped = Buffer.from(text ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open(`gcm1:${iv}.${tag}.${flipped.toString('base64url')}`, 'admin')).toThrow();
    expect(() =>
      secretBox('another-root-secret-of-32-characters!!').open(sealed, 'admin'),
    ).toThrow();
  });

  it('reads a secret stored in clear before sealing existed as it is', () => {
    expect(box.isSealed(SECRET)).toBe(false);
    expect(box.open(SECRET, 'admin')).toBe(SECRET);
  });
});
