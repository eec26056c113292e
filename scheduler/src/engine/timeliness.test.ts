import { describe, expect, it } from 'vitest';
import { timeliness, timelinessOf } from './timeliness';
import { answer, email, sec } from '../testing/engine';

describe('timeliness', () => {
  it('is early up to and including 50 % of the limit', () => {
    expect(timeliness(sec(30), '60')).toBe('early');
    expect(timeliness(0, 60)).toBe('early');
  });

  it('is in time above 50 % and up to and including 110 % of the limit', () => {
    expect(timeliness(sec(30) + 1, '60')).toBe('in time');
    expect(timeliness(sec(66), '60')).toBe('in time');
    expect(timeliness(sec(3.3), '3')).toBe('in time');
  });

  it('is late beyond 110 % of the limit', () => {
    expect(timeliness(sec(66) + 1, '60')).toBe('late');
  });

  it('is in time whenever there is no limit', () => {
    for (const limit of ['-1', -1, null, undefined, '', 'NaN', '0']) {
      expect(timeliness(sec(3600), limit)).toBe('in time');
    }
  });
});

describe('timelinessOf', () => {
  const event = email('1', { responseType: 'text', options: 'text', timeLimit: '100' });

  it('measures from when the event showed to the player', () => {
    const visible = { event, displayAt: sec(100), response: answer('1', 'x', sec(170)) };
    expect(timelinessOf(visible)).toBe('in time');
  });

  it('prefers the answeredAfterMs the response carries', () => {
    const response = { ...answer('1', 'x', sec(170)), answeredAfterMs: sec(20) };
    expect(timelinessOf({ event, displayAt: sec(100), response })).toBe('early');
  });

  it('is null while unanswered', () => {
    expect(timelinessOf({ event, displayAt: 0 })).toBeNull();
  });
});
