import { describe, expect, it } from 'vitest';
import { initials, mediaUrl } from './media';

describe('mediaUrl', () => {
  it('serves a bare media name from /media', () => {
    expect(mediaUrl('fs 02.png')).toBe('/media/fs%2002.png');
  });

  it('keeps full URLs and paths', () => {
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('/demo/a.svg')).toBe('/demo/a.svg');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sam Patel')).toBe('SP');
    expect(initials('dana')).toBe('D');
    expect(initials('  ')).toBe('?');
  });
});
