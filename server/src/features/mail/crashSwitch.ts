import type { Config } from '../../config';

/**
 * The steps of one send at which a test can stop the server process
 * (docs/mail-and-jobs.md, "Exactly once"):
 * - `claimed`: the message is `sending`, nothing handed over yet;
 * - `committing`: the mark is stored, the message's end not yet released;
 * - `accepted`: the mail server answered 250, `sent` not yet stored.
 */
export const CRASH_STEPS = ['claimed', 'committing', 'accepted'] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];
export type CrashSwitch = (step: CrashStep) => void;

/**
 * MAIL_TEST_CRASH_AT=<step> (with MAIL_TEST_CRASH_AFTER=n, the n-th message to reach it,
 * default 1) kills the process outright (SIGKILL: nothing finished, nothing flushed) when a
 * send reaches that step. Honoured only with NODE_ENV=test; otherwise it does nothing.
 */
export function crashSwitch(
  config: Pick<Config, 'NODE_ENV' | 'MAIL_TEST_CRASH_AT' | 'MAIL_TEST_CRASH_AFTER'>,
  kill: () => void = () => process.kill(process.pid, 'SIGKILL'),
): CrashSwitch | undefined {
  const at = config.MAIL_TEST_CRASH_AT;
  if (config.NODE_ENV !== 'test' || !at) return undefined;
  let reached = 0;
  return (step) => {
    if (step !== at) return;
    reached += 1;
    if (reached === config.MAIL_TEST_CRASH_AFTER) kill();
  };
}
