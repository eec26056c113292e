import { describe, expect, it } from 'vitest';
import { outcomeOf } from './result';

describe('outcomeOf', () => {
  it('passes at exactly 70 %', () => {
    expect(outcomeOf(7, 10)).toEqual({ passed: true, percent: 70 });
  });

  it('fails just under 70 %', () => {
    expect(outcomeOf(2, 3)).toEqual({ passed: false, percent: 67 });
  });

  it('passes a run with no scored question', () => {
    expect(outcomeOf(0, 0)).toEqual({ passed: true, percent: 100 });
  });

  it('never shows a negative score', () => {
    expect(outcomeOf(-1, 4)).toEqual({ passed: false, percent: 0 });
  });
});
