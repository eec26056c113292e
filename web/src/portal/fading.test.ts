import { describe, expect, it } from 'vitest';
import { fadedOpacity } from './fading';

describe('fadedOpacity', () => {
  it('loses 0.01 per step and clears at 0.1', () => {
    expect(fadedOpacity(0)).toBe(1);
    expect(fadedOpacity(1)).toBe(0.99);
    expect(fadedOpacity(89)).toBe(0.11);
    expect(fadedOpacity(90)).toBeNull();
  });
});
