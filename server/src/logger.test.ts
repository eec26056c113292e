import { describe, expect, it } from 'vitest';
import { ADDRESS_IN_LOG, createLogger } from './logger';

function captured() {
  const lines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('the logger', () => {
  it('writes no e-mail address: not in fields, errors or the message', () => {
    const { logger, text } = captured();
    logger.warn(
      { key: 'invitation:abc', answer: '550 5.1.1 <Zoe.Smith@Acme.example>: Recipient rejected' },
      'mail failed after its retries',
    );
    logger.error(
      { err: new Error('no mailbox ana@acme.example'), nested: { to: ['b@x.io'] } },
      'x',
    );
    logger.info('sent to c.d+e@mail.example.org');
    expect(text()).not.toMatch(/@/);
    expect(text()).toContain(ADDRESS_IN_LOG);
    expect(text()).toContain('invitation:abc');
    expect(text()).toContain('"stack"');
  });
});
