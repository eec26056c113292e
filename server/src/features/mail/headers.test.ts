import { describe, expect, it } from 'vitest';
import { headerText, isSendableAddress } from './headers';

describe('header values', () => {
  it('fold every kind of line break into one space', () => {
    expect(headerText('a\r\nb\nc\rd\u2028e')).toBe('a b c d e');
  });

  it('refuse an address with a line break, white space, or more than one mailbox', () => {
    expect(isSendableAddress('ann@acme.test')).toBe(true);
    expect(isSendableAddress('ann@acme.test\r\nBcc: x@evil.test')).toBe(false);
    expect(isSendableAddress('ann@acme.test, bob@acme.test')).toBe(false);
    expect(isSendableAddress('Ann <ann@acme.test>')).toBe(false);
    expect(isSendableAddress('ann')).toBe(false);
  });
});
