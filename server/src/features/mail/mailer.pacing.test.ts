import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLimiter } from '../../http/limiter';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store';
import type { JobHandler, JobOptions, Jobs } from '../jobs/jobs';
import { mailer, sendLockLimit, SEND_JOB, type MailDraft } from './mailer';
import { messagesRepo } from './messages.repo';
import { pacingRepo } from './pacing.repo';
import type { MailTransport } from './transport';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const silent = { debug: () => undefined, warn: () => undefined } as never;

/** Jobs that only record: what was scheduled when, and what a run moved where. */
function recordingJobs() {
  const scheduled: { key: string; at: number }[] = [];
  const defined = new Map<string, { handler: JobHandler<{ key: string }>; options: JobOptions }>();
  const jobs: Jobs = {
    define: (name, handler, options = {}) =>
      void defined.set(name, { handler: handler as JobHandler<{ key: string }>, options }),
    schedule: async () => undefined,
    scheduleOnce: async (_name, at, data) => void scheduled.push({ key: data.key, at: +at }),
    every: async () => undefined,
    cancel: async () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    compact: async () => undefined,
  };
  return { jobs, scheduled, defined };
}

function drafts(count: number, client = 'acme'): MailDraft[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `invitation:${client}-${index}`,
    kind: 'invitation' as const,
    client,
    exerciseId: 'x1',
    playerId: `${client}-${index}`,
    to: `p${index}@acme.test`,
    branding: { name: 'Acme', logoUrl: '' },
    params: {
      kind: 'invitation' as const,
      scenario: 'S',
      identifier: 'Q1',
      link: 'https://dojo.test/exercise/t',
      expiresOn: '2026-12-07',
    },
  }));
}

describe('mail sending under the rate', () => {
  let store: Store;
  let sends = 0;
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (_mail, beforeCommit) => {
      sends += 1;
      await beforeCommit();
      return { response: '250 OK' };
    },
    delivered: async () => null,
    close: () => undefined,
  };

  function build(ratePerMinute: number, limiter = makeLimiter('mail', ratePerMinute, 60)) {
    const recorded = recordingJobs();
    const send = mailer({
      messages: messagesRepo(store),
      pacing: pacingRepo(store),
      limiter,
      transport,
      jobs: recorded.jobs,
      now: () => NOW,
      logger: silent,
      settings: {
        from: 'dojo@dojo.test',
        retries: 2,
        retryDelayMs: 50,
        ratePerMinute,
        pollMs: 5_000,
        bounceAddress: null,
        host: () => 'dojo.test',
      },
    });
    return { send, limiter, ...recorded };
  }

  beforeEach(async () => {
    store = await openEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-pacing-')));
    sends = 0;
  });
  afterEach(async () => {
    await store.close();
  });

  it('schedules each message at its own slot under the rate, and a later batch after the last', async () => {
    const { send, scheduled } = build(60); // one a second
    expect(await send.queue(drafts(250))).toBe(250);
    const times = scheduled.map(({ at }) => at);
    expect(times[0]).toBe(NOW);
    for (let index = 1; index < times.length; index += 1)
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBe(1_000);

    await send.queue(drafts(2, 'acme').map((draft) => ({ ...draft, key: `${draft.key}-more` })));
    expect(scheduled.slice(-2).map(({ at }) => at)).toEqual([NOW + 250_000, NOW + 251_000]);
    // Another client has its own slots.
    await send.queue(drafts(1, 'globex'));
    expect(scheduled.at(-1)?.at).toBe(NOW);
  });

  it('locks only about one poll interval of sends per process (rate x poll interval)', () => {
    const { defined } = build(600);
    expect(defined.get(SEND_JOB)?.options.lockLimit).toBe(50);
    expect(sendLockLimit(60, 5_000)).toBe(5);
    expect(sendLockLimit(1, 5_000)).toBe(1);
    // A higher rate gets the locks it needs: the configured rate stays reachable.
    expect(sendLockLimit(6_000, 5_000)).toBe(500);
  });

  it('moves jobs the rate refuses to distinct slots at least one slot away: never a tight loop', async () => {
    const { send, scheduled, defined, limiter } = build(60);
    await send.queue(drafts(100));
    // What went wrong before: every job ran at once while the client's minute was spent.
    for (let point = 0; point < 60; point += 1) await limiter.consume('acme');
    const moved: number[] = [];
    const run = defined.get(SEND_JOB)?.handler;
    if (!run) throw new Error('mail.send is not defined');
    await Promise.all(
      scheduled.map(({ key }) =>
        run({ key }, { schedule: (at: Date) => void moved.push(+at) } as never),
      ),
    );
    expect(sends).toBe(0);
    expect(moved).toHaveLength(100); // each job moved once, none run again at once
    const sorted = [...moved].sort((a, b) => a - b);
    expect(sorted[0]).toBeGreaterThanOrEqual(NOW + 100_000); // after the queued slots
    for (let index = 1; index < sorted.length; index += 1)
      expect((sorted[index] ?? 0) - (sorted[index - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
  });
});
