import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvents } from '../../core/domainEvents';
import { openStore, type Store } from '../../store';
import { creditChangesRepo } from '../admin/creditChanges.repo';
import { messagesRepo } from '../mail/messages.repo';
import { filesHolding } from '../../testing/dataDirScan';
import { erasure } from './erasure';
import { erasuresRepo } from './erasures.repo';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-erasure-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const clock = { now: () => Date.UTC(2026, 10, 26) };
const request = { email: 'Ann@Acme.test', playerIds: ['p1'] };

describe('erasure', () => {
  it('tells every listener, sums what they erased and crosses the request off', async () => {
    const events = new DomainEvents();
    events.on('personForgotten', () => ({ players: 1, messages: 2 }));
    events.on('personForgotten', async () => Promise.resolve({ messages: 3 }));
    const journal = erasuresRepo(store);
    const erased = await erasure({ journal, events, clock }).run('personForgotten', request);
    expect(erased).toEqual({ players: 1, messages: 5 });
    expect(await journal.listUnfinished()).toEqual([]);
    expect(filesHolding(dir, ['ann@acme.test'])).toEqual([]);
  });

  it('fails when one listener fails, after the others ran, and finishes at the next start', async () => {
    const events = new DomainEvents();
    const told: string[] = [];
    let broken = true;
    events.on('personForgotten', () => {
      told.push('first');
      if (broken) throw new Error('disk full');
      return { players: 1 };
    });
    events.on('personForgotten', () => {
      told.push('second');
      return { messages: 1 };
    });
    const journal = erasuresRepo(store);
    const run = erasure({ journal, events, clock });
    await expect(run.run('personForgotten', request)).rejects.toThrow('disk full');
    expect(told).toEqual(['first', 'second']);
    expect(await journal.listUnfinished()).toHaveLength(1);

    broken = false;
    expect(await run.resume()).toBe(1);
    expect(told).toEqual(['first', 'second', 'first', 'second']);
    expect(await journal.listUnfinished()).toEqual([]);
    expect(filesHolding(dir, ['ann@acme.test'])).toEqual([]);
  });
});

describe('the credit log', () => {
  it('keeps the amounts of a forgotten author and no longer names them', async () => {
    const log = creditChangesRepo(store);
    const change = {
      client: 'acme',
      at: '2026-11-26T00:00:00.000Z',
      old: 1,
      new: 5,
      reason: 'admin' as const,
    };
    await log.insert({ _id: 'c1', by: 'ann@acme.test', ...change });
    await log.insert({ _id: 'c2', by: 'admin', ...change });
    expect(await log.forgetAuthor('ANN@acme.test', '(forgotten)')).toBe(1);
    expect((await log.listByClient('acme')).map((entry) => [entry.by, entry.new])).toEqual([
      ['(forgotten)', 5],
      ['admin', 5],
    ]);
    expect(filesHolding(dir, ['ann@acme.test'])).toEqual([]);
  });
});

describe('Remove Emails in the mail store', () => {
  it('drops player and facilitator addresses, keeps the outcome, and never sends a waiting one', async () => {
    const messages = messagesRepo(store);
    const base = {
      client: 'acme',
      exerciseId: 'e1',
      branding: { name: '', logoUrl: '' },
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-26T00:00:00.000Z',
      sentAt: null,
    } as const;
    await messages.insertNew([
      {
        ...base,
        _id: 'invitation:p1',
        kind: 'invitation',
        playerId: 'p1',
        to: 'ann@acme.test',
        state: 'sent',
        params: {} as never,
      },
      {
        ...base,
        _id: 'invitation:p2',
        kind: 'invitation',
        playerId: 'p2',
        to: 'ben@acme.test',
        state: 'queued',
        params: {} as never,
      },
      {
        ...base,
        _id: 'invitation:p3',
        kind: 'invitation',
        playerId: 'p3',
        to: 'cat@acme.test',
        state: 'failed',
        lastError: '550 5.1.1 <cat@acme.test>: Recipient address rejected',
        params: {} as never,
      },
      {
        ...base,
        _id: 'facilitator:e1',
        kind: 'facilitator',
        playerId: null,
        to: 'lead@acme.test',
        state: 'sent',
        params: {} as never,
      },
      {
        ...base,
        _id: 'resultsReady:e1',
        kind: 'resultsReady',
        playerId: null,
        to: 'trainer@acme.test',
        state: 'sent',
        params: {} as never,
      },
    ]);
    const hidden = await messages.hideAddresses('gone');
    expect(hidden.sort()).toEqual([
      'facilitator:e1',
      'invitation:p1',
      'invitation:p2',
      'invitation:p3',
    ]);
    await messages.compact();
    const state = async (id: string) => {
      const message = await messages.findById(id);
      return [message?.to, message?.state, message?.lastError];
    };
    expect(await state('invitation:p1')).toEqual(['', 'sent', null]);
    expect(await state('invitation:p2')).toEqual(['', 'failed', 'gone']);
    expect(await state('invitation:p3')).toEqual([
      '',
      'failed',
      '550 5.1.1 <<address>>: Recipient address rejected',
    ]);
    expect(await state('facilitator:e1')).toEqual(['', 'sent', null]);
    expect(await state('resultsReady:e1')).toEqual(['trainer@acme.test', 'sent', null]);
    expect(
      filesHolding(dir, ['ann@acme.test', 'ben@acme.test', 'cat@acme.test', 'lead@acme.test']),
    ).toEqual([]);
  });
});
