import { describe, expect, it } from 'vitest';
import { isMediaName, mediaAddress } from './mediaAddress';

describe('mediaAddress', () => {
  it('serves a media name from /media/', () => {
    expect(mediaAddress('board-room-k3j9x0ab2c.png')).toBe('/media/board-room-k3j9x0ab2c.png');
    expect(mediaAddress('Ann Lee.png')).toBe('/media/Ann%20Lee.png');
  });

  it('keeps an address as it is', () => {
    expect(mediaAddress('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(mediaAddress('/demo/cover.svg')).toBe('/demo/cover.svg');
  });

  it('gives nothing for nothing', () => {
    expect(mediaAddress('  ')).toBe('');
    expect(isMediaName('')).toBe(false);
  });
});
