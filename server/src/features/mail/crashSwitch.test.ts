import { describe, expect, it, vi } from 'vitest';
import { crashSwitch } from './crashSwitch';

describe('the mail crash switch', () => {
  it('kills the process when the chosen step is reached the chosen time', () => {
    const kill = vi.fn();
    const crash = crashSwitch(
      { NODE_ENV: 'test', MAIL_TEST_CRASH_AT: 'committing', MAIL_TEST_CRASH_AFTER: 2 },
      kill,
    );
    crash?.('claimed');
    crash?.('committing');
    expect(kill).not.toHaveBeenCalled();
    crash?.('accepted');
    crash?.('committing');
    expect(kill).toHaveBeenCalledTimes(1);
  });

  it('is ignored outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      const crash = crashSwitch({
        NODE_ENV,
        MAIL_TEST_CRASH_AT: 'claimed',
        MAIL_TEST_CRASH_AFTER: 1,
      });
      expect(crash).toBeUndefined();
    }
  });
});
