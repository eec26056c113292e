import { describe, expect, it } from 'vitest';
import { DURATION_MESSAGES, formatDuration, parseDuration } from './duration';

describe('parseDuration', () => {
  it('reads mm:ss as minutes and seconds, so 15:00 is 900 seconds', () => {
    expect(parseDuration('15:00')).toEqual({ kind: 'seconds', seconds: 900 });
    expect(parseDuration(' 0:30 ')).toEqual({ kind: 'seconds', seconds: 30 });
    expect(parseDuration('90:05')).toEqual({ kind: 'seconds', seconds: 5405 });
  });

  it('reads h:mm:ss, a bare number as minutes, and minutes or seconds with a unit', () => {
    expect(parseDuration('1:30:00')).toEqual({ kind: 'seconds', seconds: 5400 });
    expect(parseDuration('15')).toEqual({ kind: 'seconds', seconds: 900 });
    expect(parseDuration('45s')).toEqual({ kind: 'seconds', seconds: 45 });
    expect(parseDuration('1m 30s')).toEqual({ kind: 'seconds', seconds: 90 });
  });

  it('reads blank as empty', () => {
    expect(parseDuration('  ')).toEqual({ kind: 'empty' });
  });

  it('says what is wrong with seconds past 59, text, negatives and more than a day', () => {
    expect(parseDuration('1:75')).toEqual({ kind: 'invalid', message: DURATION_MESSAGES.seconds });
    expect(parseDuration('1:5')).toEqual({ kind: 'invalid', message: DURATION_MESSAGES.seconds });
    expect(parseDuration('soon')).toEqual({ kind: 'invalid', message: DURATION_MESSAGES.format });
    expect(parseDuration('-5')).toEqual({ kind: 'invalid', message: DURATION_MESSAGES.negative });
    expect(parseDuration('1441:00')).toEqual({
      kind: 'invalid',
      message: DURATION_MESSAGES.tooLong,
    });
    expect(parseDuration('9'.repeat(500))).toEqual({
      kind: 'invalid',
      message: DURATION_MESSAGES.format,
    });
  });
});

describe('formatDuration', () => {
  it('writes seconds as mm:ss, minutes past 59 kept', () => {
    expect(formatDuration(900)).toBe('15:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(5400)).toBe('90:00');
  });

  it('reads back what it writes', () => {
    for (const seconds of [0, 1, 59, 60, 61, 899, 900, 3599, 86_400]) {
      expect(parseDuration(formatDuration(seconds))).toEqual({ kind: 'seconds', seconds });
    }
  });
});
