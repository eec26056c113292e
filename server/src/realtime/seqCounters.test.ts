import { describe, expect, it } from 'vitest';
import { authEvents } from '@dojo/protocol';
import { Publisher } from './publisher';
import { SeqCounters } from './seqCounters';

describe('SeqCounters', () => {
  it('counts each scope from 1, one after the other', () => {
    const seqs = new SeqCounters(10);
    expect([seqs.next('a'), seqs.next('a'), seqs.next('b'), seqs.next('a')]).toEqual([1, 2, 1, 3]);
    expect(seqs.last('a')).toBe(3);
    expect(seqs.last('never')).toBe(0);
  });

  it('keeps at most two generations of scopes: a scope pushed to lately is kept, an idle one forgotten', () => {
    const seqs = new SeqCounters(3);
    seqs.next('idle');
    for (const scope of ['a', 'b']) seqs.next(scope);
    // The first generation is full: 'busy' opens the next, 'idle' is still remembered.
    seqs.next('busy');
    expect(seqs.last('idle')).toBe(1);
    seqs.next('busy');
    for (const scope of ['c', 'd']) seqs.next(scope);
    // The second generation is full too: the next scope forgets what was not pushed since.
    seqs.next('e');
    expect(seqs.last('idle')).toBe(0);
    expect(seqs.last('busy')).toBe(2);
    expect(seqs.size).toBeLessThanOrEqual(6);
  });

  it('stays bounded however many scopes a long-running process pushes to', () => {
    const seqs = new SeqCounters(1_000);
    for (let i = 0; i < 100_000; i += 1) seqs.next(`report:ex${i}`);
    expect(seqs.size).toBeLessThanOrEqual(2_000);
  });
});

describe('the publisher’s sequence numbers', () => {
  it('restart at 1 for a scope forgotten, which its client resyncs as after a restart', () => {
    const publisher = new Publisher({ now: () => 0 }, false, () => false, 2);
    const push = (scope: string) => publisher.push(scope, authEvents.accountUpdated, {} as never);
    expect(push('account:ana').seq).toBe(1);
    for (const scope of ['account:b', 'account:c', 'account:d', 'account:e']) push(scope);
    expect(publisher.seqOf('account:ana')).toBe(0);
    expect(push('account:ana').seq).toBe(1);
    expect(publisher.scopesRemembered()).toBeLessThanOrEqual(4);
  });
});
