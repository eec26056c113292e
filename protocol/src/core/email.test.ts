import { describe, expect, it } from 'vitest';
import { isMailboxAddress } from './email';

describe('isMailboxAddress', () => {
  it('takes ordinary addresses, plus tags and international domains', () => {
    for (const address of ['ann@acme.test', 'ann.lee+drill@mail.acme.co.uk', 'zoë@bücher.example'])
      expect([address, isMailboxAddress(address)]).toEqual([address, true]);
  });

  it('refuses a line break, a list, a display name and addresses without a domain', () => {
    for (const address of [
      'ann@acme.test\nBcc: all@acme.test',
      'ann@acme.test\r\n',
      'ann@acme.test, bob@acme.test',
      'Ann <ann@acme.test>',
      'ann lee@acme.test',
      'ann@localhost',
      'ann@-acme.test',
      '@acme.test',
      'ann@@acme.test',
      'ann..lee@acme.test',
      `${'a'.repeat(65)}@acme.test`,
    ])
      expect([address, isMailboxAddress(address)]).toEqual([address, false]);
  });
});
