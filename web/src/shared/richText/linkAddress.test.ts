import { describe, expect, it } from 'vitest';
import { isSafeLinkAddress, toLinkAddress } from './linkAddress';

describe('toLinkAddress', () => {
  it('keeps http, https and mailto addresses as they are', () => {
    expect(toLinkAddress(' https://acme.example/nda ')).toBe('https://acme.example/nda');
    expect(toLinkAddress('http://acme.example')).toBe('http://acme.example');
    expect(toLinkAddress('mailto:legal@acme.example')).toBe('mailto:legal@acme.example');
  });

  it('adds https:// to a bare host and mailto: to an e-mail address', () => {
    expect(toLinkAddress('acme.example/legal?x=1')).toBe('https://acme.example/legal?x=1');
    expect(toLinkAddress('legal@acme.example')).toBe('mailto:legal@acme.example');
  });

  it('refuses javascript:, data: and other schemes, blanks and plain words', () => {
    expect(toLinkAddress('javascript:alert(1)')).toBeNull();
    expect(toLinkAddress('JavaScript:alert(1)')).toBeNull();
    expect(toLinkAddress('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(toLinkAddress('file:///etc/passwd')).toBeNull();
    expect(toLinkAddress('   ')).toBeNull();
    expect(toLinkAddress('contract')).toBeNull();
  });
});

describe('isSafeLinkAddress', () => {
  it('accepts only web and e-mail addresses without spaces', () => {
    expect(isSafeLinkAddress('https://acme.example')).toBe(true);
    expect(isSafeLinkAddress('https://acme.example/a b')).toBe(false);
    expect(isSafeLinkAddress('vbscript:msgbox')).toBe(false);
    expect(isSafeLinkAddress(`https://acme.example/${'a'.repeat(2100)}`)).toBe(false);
  });
});
