import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sam Patel')).toBe('SP');
    expect(initials('Dana Maria Reyes')).toBe('DR');
    expect(initials('dana')).toBe('D');
  });

  it('gives a question mark for a name that is blank', () => {
    expect(initials('  ')).toBe('?');
  });

  it('keeps a letter made of two code units whole', () => {
    expect(initials('𝒜da Lee')).toBe('𝒜L');
  });
});
