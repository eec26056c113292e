import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLimiter } from '../../http/limiter';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store';
import { exercisesRepo } from '../exercises/exercises.repo';
import { playersRepo } from '../exercises/players.repo';
import type { JobHandler, Jobs } from '../jobs/jobs';
import { mailer, SEND_JOB, type MailDraft } from './mailer';
import { messagesRepo } from './messages.repo';
import { pacingRepo } from './pacing.repo';
import { NOT_SENT, stillDue } from './stillDue';
import type { MailTransport } from './transport';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const DAY = 86_400_000;
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined } as never;

function invitation(key: string, exerciseId: string, playerId: string): MailDraft {
  return {
    key,
    kind: 'invitation',
    client: 'acme',
    exerciseId,
    playerId,
    to: `${playerId}@acme.test`,
    branding: { name: 'Acme', logoUrl: '' },
    params: {
      kind: 'invitation',
      scenario: 'S',
      identifier: 'Q1',
      link: 'https://dojo.test/exercise/t',
      expiresOn: '2026-12-07',
    },
  };
}

describe('mail of the past, recovered at a restart or an upgrade, is never sent', () => {
  let store: Store;
  beforeEach(async () => {
    store = await openEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-past-mail-')));
  });
  afterEach(() => store.close());

  it('holds invitations for an exercise over, a removed one and a finished player; sends the rest', async () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    await store
      .collection<{ _id: string; client: string; expiresAt: string }>('exercises')
      .insertMany([
        { _id: 'over', client: 'acme', expiresAt: iso(NOW - 3 * DAY) },
        { _id: 'running', client: 'acme', expiresAt: iso(NOW + 7 * DAY) },
      ]);
    await store
      .collection<{
        _id: string;
        exerciseId: string;
        expiresAt: string;
        finishedAt: string | null;
      }>('players')
      .insertMany([
        { _id: 'p-over', exerciseId: 'over', expiresAt: iso(NOW - 3 * DAY), finishedAt: null },
        {
          _id: 'p-done',
          exerciseId: 'running',
          expiresAt: iso(NOW + 7 * DAY),
          finishedAt: iso(NOW - DAY),
        },
        { _id: 'p-new', exerciseId: 'running', expiresAt: iso(NOW + 7 * DAY), finishedAt: null },
      ]);
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (mail, beforeCommit) => {
        await beforeCommit();
        sent.push(mail.id);
        return { response: '250 OK' };
      },
      delivered: async () => null,
      close: () => undefined,
    };
    let handler: JobHandler<{ key: string }> | undefined;
    const jobs = {
      define: (name: string, run: JobHandler<{ key: string }>) => {
        if (name === SEND_JOB) handler = run;
      },
      scheduleOnce: async () => undefined,
    } as unknown as Jobs;
    const now = () => NOW;
    const messages = messagesRepo(store);
    const send = mailer({
      messages,
      pacing: pacingRepo(store),
      limiter: makeLimiter('past-mail', 600, 60),
      transport,
      jobs,
      now,
      logger: silent,
      stillDue: stillDue({ exercises: exercisesRepo(store), players: playersRepo(store), now }),
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
      invitation('invitation:over', 'over', 'p-over'),
      invitation('invitation:gone', 'removed', 'p-gone'),
      invitation('invitation:done', 'running', 'p-done'),
      invitation('invitation:new', 'running', 'p-new'),
    ]);
    // The first start after the upgrade: every unfinished message's job runs.
    if (!handler) throw new Error('mail.send is not defined');
    for (const key of ['invitation:over', 'invitation:gone', 'invitation:done', 'invitation:new'])
      await handler({ key }, { schedule: () => undefined } as never);

    expect(sent).toEqual(['invitation:new']);
    const state = async (key: string) => {
      const doc = await messages.findById(key);
      return [doc?.state, doc?.lastError];
    };
    expect(await state('invitation:over')).toEqual(['held', NOT_SENT.exerciseOver]);
    expect(await state('invitation:gone')).toEqual(['held', NOT_SENT.exerciseGone]);
    expect(await state('invitation:done')).toEqual(['held', NOT_SENT.playerFinished]);
    expect(await state('invitation:new')).toEqual(['sent', null]);
  });
});
