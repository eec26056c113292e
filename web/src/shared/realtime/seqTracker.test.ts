import { describe, expect, it } from 'vitest';
import { judgePush, scopesToResync, SeqTracker } from './seqTracker';

describe('judgePush', () => {
  it('takes the first push of a scope as the baseline', () => {
    expect(judgePush(undefined, 7)).toBe('first');
  });

  it('accepts the push right after the last one', () => {
    expect(judgePush(4, 5)).toBe('next');
  });

  it('reports a gap when a push skips a number', () => {
    expect(judgePush(4, 6)).toBe('gap');
  });

  it('drops a push at or below the last one seen', () => {
    expect(judgePush(4, 4)).toBe('duplicate');
    expect(judgePush(4, 2)).toBe('duplicate');
  });
});

describe('scopesToResync', () => {
  const seen = new Map([
    ['client:acme', 3],
    ['report:x', 9],
  ]);

  it('resyncs a scope whose server seq moved past the last one seen', () => {
    expect(scopesToResync(seen, [{ scope: 'client:acme', seq: 5 }])).toEqual(['client:acme']);
  });

  it('leaves a scope alone when nothing was missed', () => {
    expect(scopesToResync(seen, [{ scope: 'client:acme', seq: 3 }])).toEqual([]);
  });

  it('resyncs a scope whose server seq went back (the server was reset)', () => {
    expect(scopesToResync(seen, [{ scope: 'report:x', seq: 0 }])).toEqual(['report:x']);
  });

  it('only takes a baseline for a scope it has never seen', () => {
    expect(scopesToResync(seen, [{ scope: 'team:e:1', seq: 12 }])).toEqual([]);
  });
});

describe('SeqTracker', () => {
  it('follows pushes and the hello answer per scope', () => {
    const tracker = new SeqTracker();
    expect(tracker.push('client:acme', 1)).toBe('first');
    expect(tracker.push('client:acme', 2)).toBe('next');
    expect(tracker.push('client:acme', 2)).toBe('duplicate');
    expect(tracker.push('client:acme', 5)).toBe('gap');
    expect(tracker.lastSeen('client:acme')).toBe(5);

    expect(tracker.hello([{ scope: 'client:acme', seq: 8 }])).toEqual(['client:acme']);
    expect(tracker.push('client:acme', 9)).toBe('next');
  });

  it('forgets everything on reset', () => {
    const tracker = new SeqTracker();
    tracker.push('client:acme', 3);
    tracker.reset();
    expect(tracker.push('client:acme', 10)).toBe('first');
  });
});
