import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLimiter } from '../../http/limiter';
import { createLogger } from '../../logger';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store';
import type { JobHandler, Jobs } from '../jobs/jobs';
import { mailer, SEND_JOB } from './mailer';
import { messagesRepo } from './messages.repo';
import { pacingRepo } from './pacing.repo';
import { createMailTransport, type MailTransport } from './transport';

const RECIPIENT = 'pia.lindqvist@acme-outage.test';

/** A loopback port nothing listens on: every connection is refused (a mail server down). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an SMTP outage is in the log', () => {
  let store: Store;
  let transport: MailTransport;
  beforeEach(async () => {
    store = await openEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-mail-outage-')));
  });
  afterEach(async () => {
    transport.close();
    await store.close();
  });

  it('logs each failed attempt at warn and the message given up at error, without its address', async () => {
    const port = await closedPort();
    transport = createMailTransport({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DATA_DIR: os.tmpdir(),
    });
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info' },
      { write: (line: string) => void lines.push(line) },
    );
    let handler: JobHandler<{ key: string }> | undefined;
    const jobs = {
      define: (name: string, run: JobHandler<{ key: string }>) => {
        if (name === SEND_JOB) handler = run;
      },
      scheduleOnce: async () => undefined,
    } as unknown as Jobs;
    const send = mailer({
      messages: messagesRepo(store),
      pacing: pacingRepo(store),
      limiter: makeLimiter('mail-outage', 600, 60),
      transport,
      jobs,
      now: () => Date.now(),
      logger,
      settings: {
        from: 'dojo@dojo.test',
        retries: 2,
        retryDelayMs: 10,
        ratePerMinute: 600,
        pollMs: 1_000,
        bounceAddress: null,
        host: () => 'dojo.test',
      },
    });
    await send.queue([
      {
        key: 'invitation:x1-p1',
        kind: 'invitation',
        client: 'acme',
        exerciseId: 'x1',
        playerId: 'p1',
        to: RECIPIENT,
        branding: { name: 'Acme', logoUrl: '' },
        params: {
          kind: 'invitation',
          scenario: 'S',
          identifier: 'Q1',
          link: 'https://dojo.test/exercise/t',
          expiresOn: '2026-12-07',
        },
      },
    ]);
    if (!handler) throw new Error('mail.send is not defined');
    const outcomes: string[] = [];
    for (let run = 0; run < 3; run += 1)
      outcomes.push(
        await handler({ key: 'invitation:x1-p1' }, { schedule: () => undefined } as never).then(
          () => 'done',
          (error: Error) => `retry: ${error.message}`,
        ),
      );
    expect(outcomes[0]).toMatch(/ECONNREFUSED/);
    expect(outcomes[2]).toBe('done');
    expect((await messagesRepo(store).findById('invitation:x1-p1'))?.state).toBe('failed');

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const warns = records.filter((record) => record.level === 40);
    const errors = records.filter((record) => record.level === 50);
    expect(warns.map((record) => record.attempt)).toEqual([1, 2]);
    expect(warns.every((record) => String(record.answer).includes('ECONNREFUSED'))).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ key: 'invitation:x1-p1', kind: 'invitation', attempt: 3 });
    expect(lines.join('\n')).not.toContain(RECIPIENT);
    expect(lines.join('\n')).not.toContain('pia.lindqvist');
  });
});
