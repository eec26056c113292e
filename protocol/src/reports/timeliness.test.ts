import { describe, expect, it } from 'vitest';
import { scaledSeconds } from '../player/adaptations';
import { timelinessVerdict } from './timeliness';

describe('timelinessVerdict with a time setting', () => {
  it('judges a double-time player answering at 1.5 times the base limit in time', () => {
    expect(timelinessVerdict(150, 100, 'x2')).toBe('in time');
  });

  it('judges a standard player answering at 1.5 times the base limit late', () => {
    expect(timelinessVerdict(150, 100, 'standard')).toBe('late');
    expect(timelinessVerdict(150, 100)).toBe('late');
  });

  it('moves the early and late boundaries with the factor, exactly', () => {
    // x1.5 of 100 s is 150 s: early up to 75 s, in time up to 165 s.
    expect(timelinessVerdict(75, 100, 'x1.5')).toBe('early');
    expect(timelinessVerdict(75.001, 100, 'x1.5')).toBe('in time');
    expect(timelinessVerdict(165, 100, 'x1.5')).toBe('in time');
    expect(timelinessVerdict(165.001, 100, 'x1.5')).toBe('late');
    // x1.25 of 90 s is 112.5 s, rounded up to 113 s: in time up to 124.3 s.
    expect(timelinessVerdict(124.3, 90, 'x1.25')).toBe('in time');
    expect(timelinessVerdict(124.301, 90, 'x1.25')).toBe('late');
  });

  it('never calls an untimed player late', () => {
    expect(timelinessVerdict(100_000, 60, 'untimed')).toBe('in time');
  });
});

describe('scaledSeconds', () => {
  it('scales every limit by the setting, rounded up, and drops it for untimed', () => {
    expect(scaledSeconds(240, 'standard')).toBe(240);
    expect(scaledSeconds(240, 'x1.25')).toBe(300);
    expect(scaledSeconds(180, 'x1.5')).toBe(270);
    expect(scaledSeconds(300, 'x2')).toBe(600);
    expect(scaledSeconds(45, 'x1.25')).toBe(57);
    expect(scaledSeconds(300, 'untimed')).toBeNull();
  });
});
