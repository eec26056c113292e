import { describe, expect, it } from 'vitest';
import {
  channelOf,
  delaySeconds,
  isMainEvent,
  isScoredQuestion,
  nextTarget,
  optionBranches,
  timeLimitSeconds,
} from './fields';

describe('event field readings', () => {
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

  it('scores an event that takes a response and lists a correct answer', () => {
    expect(isScoredQuestion({ responseType: 'option', correct: ['A'] })).toBe(true);
    expect(isScoredQuestion({ responseType: 'option', correct: [''] })).toBe(false);
    expect(isScoredQuestion({ responseType: 'none', correct: ['A'] })).toBe(false);
  });
});
