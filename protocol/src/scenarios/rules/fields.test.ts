import { describe, expect, it } from 'vitest';
import {
  channelOf,
  delaySeconds,
  displayAfterMinutes,
  ignoredOptionNexts,
  isBelowTimingMinimum,
  isMainEvent,
  nextTarget,
  optionBranches,
  takesAnswer,
  thresholdSeconds,
  timeLimitSeconds,
} from './fields';

describe('event field readings', () => {
  it('reads an EarlierThan or LaterThan below -1 as below the minimum, and -1, 0 or unset as not', () => {
    expect(['-2', '-1.5', -3].map(isBelowTimingMinimum)).toEqual([true, true, true]);
    expect(['-1', '0', '30', '', 'NaN', undefined].map(isBelowTimingMinimum)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads -1, '' and 'NaN' as no next, '/0' as the end and '/1' as the report", () => {
    expect([-1, '-1', '', 'NaN', undefined].map((ref) => nextTarget(ref).kind)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(nextTarget('/0')).toEqual({ kind: 'end' });
    expect(nextTarget('/1')).toEqual({ kind: 'report' });
    expect(nextTarget(7)).toEqual({ kind: 'event', id: '7' });
  });

  it('uses a delay of 5 seconds when none is set, and keeps a delay of 0', () => {
    expect(delaySeconds({ delay: '' })).toBe(5);
    expect(delaySeconds({ delay: 'NaN' })).toBe(5);
    expect(delaySeconds({ delay: '0' })).toBe(0);
  });

  it('reads -1, 0, null and empty time limits as no limit', () => {
    expect([-1, '0', null, ''].map((timeLimit) => timeLimitSeconds({ timeLimit }))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(timeLimitSeconds({ timeLimit: '120' })).toBe(120);
  });

  it('keeps Preset and Noise out of the main events', () => {
    expect([
      isMainEvent({ section: 'Preset' }),
      isMainEvent({ section: 'Noise' }),
      isMainEvent({ section: '1' }),
    ]).toEqual([false, false, true]);
  });

  it('calls an empty type Email', () => {
    expect(channelOf({ type: '' })).toBe('Email');
  });

  it('counts only options whose own next differs from the event next as branches', () => {
    const options = '[{"option":"A","next":"3"},{"option":"B","next":"4"},{"option":"C"}]';
    expect(optionBranches({ options, next: '4' })).toEqual([{ text: 'A', next: '3' }]);
  });

  it('branches only single-choice questions on their options', () => {
    const options = '[{"checkbox":"A","next":"3"}]';
    expect(optionBranches({ responseType: 'checkbox', options, next: '4' })).toEqual([]);
    expect(ignoredOptionNexts({ responseType: 'checkbox', options })).toEqual(['3']);
    const random = '[{"random":"A","next":"3"}]';
    expect(optionBranches({ responseType: 'random', options: random })).toEqual([
      { text: 'A', next: '3' },
    ]);
    expect(ignoredOptionNexts({ responseType: 'random', options: random })).toEqual([]);
  });

  it('takes an answer only with a response type and options to answer with', () => {
    expect(takesAnswer({ responseType: 'text', options: 'text' })).toBe(true);
    expect(takesAnswer({ options: '[{"option":"A"}]' })).toBe(true);
    expect(takesAnswer({ responseType: 'text', options: '' })).toBe(false);
    expect(takesAnswer({ responseType: 'none', options: 'text' })).toBe(false);
  });

  it('reads NaN, empty and negative displayAfter and thresholds as unset, and 0 as set', () => {
    expect(
      ['NaN', '', '-1', '0'].map((displayAfter) => displayAfterMinutes({ displayAfter })),
    ).toEqual([undefined, undefined, undefined, 0]);
    expect(['NaN', '-1', 0, '30'].map((value) => thresholdSeconds(value))).toEqual([
      undefined,
      undefined,
      0,
      30,
    ]);
  });
});
