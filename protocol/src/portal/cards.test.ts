import { describe, expect, it } from 'vitest';
import { cutDescription } from './cards';

describe('cutDescription', () => {
  it('keeps a description of 369 characters whole', () => {
    const text = 'a'.repeat(369);
    expect(cutDescription(text)).toBe(text);
  });

  it('cuts a description of 370 characters to 367 characters plus "..."', () => {
    const cut = cutDescription('b'.repeat(370));
    expect(cut).toBe(`${'b'.repeat(367)}...`);
    expect(cut).toHaveLength(370);
  });

  it('cuts a longer description the same way', () => {
    const text = `${'c'.repeat(367)}TAIL${'d'.repeat(100)}`;
    expect(cutDescription(text)).toBe(`${'c'.repeat(367)}...`);
  });

  it('leaves an empty description empty', () => {
    expect(cutDescription('')).toBe('');
  });
});
