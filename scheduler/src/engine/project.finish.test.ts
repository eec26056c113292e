import { describe, expect, it } from 'vitest';
import { answer, email, ids, min, question, sec, view } from '../testing/engine';

describe('next values', () => {
  it('mean nothing follows for -1, "-1", an empty next or no next', () => {
    for (const next of [-1, '-1', '', ' ', undefined]) {
      const projection = view([email('1', { next }), email('2')], min(10));
      expect(ids(projection)).toEqual(['1']);
      expect(projection.nextDueAt).toBeNull();
      expect(projection.finished).toBeNull();
    }
  });

  it('end the run with kind end at the time /0 is reached', () => {
    const events = [email('1', { next: '/0', delay: '20' })];
    const before = view(events, sec(10));
    expect(before.finished).toBeNull();
    expect(before.pendingFinish).toEqual({ kind: 'end', at: sec(20) });
    expect(before.nextDueAt).toBe(sec(20));
    expect(view(events, sec(20)).finished).toEqual({ kind: 'end', at: sec(20) });
  });

  it('finish with kind report at /1, delay seconds after the answer', () => {
    const events = [question('1', 'option', [['Send feedback', '/1'], ['Later']])];
    const responses = [answer('1', 'Send feedback', sec(30))];
    expect(view(events, sec(35), { responses }).finished).toEqual({ kind: 'report', at: sec(35) });
  });

  it('show nothing due after the end, and give no nextDueAt once finished', () => {
    const events = [email('1', { next: '/0', delay: '10' }), email('2', { displayAfter: '1' })];
    const noted = email('n', { section: undefined });
    const projection = view(events, min(5), { adHocEvents: [{ event: noted, sentAt: min(2) }] });
    expect(ids(projection)).toEqual(['1']);
    expect(projection.nextDueAt).toBeNull();
    expect(projection.upcoming).toEqual([]);
  });

  it('still show events due at the very moment of the end', () => {
    const events = [email('1', { next: '/0', delay: '60' }), email('2', { displayAfter: '1' })];
    expect(ids(view(events, min(1)))).toEqual(['1', '2']);
  });

  it('leave events scheduled after a pending end out of upcoming', () => {
    const events = [email('1', { next: '/0', delay: '60' }), email('2', { displayAfter: '2' })];
    const projection = view(events, sec(10));
    expect(projection.upcoming).toEqual([]);
    expect(projection.nextDueAt).toBe(sec(60));
  });

  it('never let a Noise event end the run', () => {
    const events = [email('1'), email('n', { section: 'Noise', displayAfter: '1', next: '/0' })];
    expect(view(events, min(10)).finished).toBeNull();
  });
});
