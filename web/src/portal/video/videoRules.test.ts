import { describe, expect, it } from 'vitest';
import { VIDEO_SPEEDS } from '@dojo/protocol';
import { captionsFor, nextSpeed, safeVideoSource } from './videoRules';

describe('video rules', () => {
  it('offers speeds 0.25 to 2 in steps of 0.25', () => {
    expect(VIDEO_SPEEDS).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(nextSpeed(2, 1)).toBe(2);
    expect(nextSpeed(0.25, -1)).toBe(0.25);
    expect(nextSpeed(1, 1)).toBe(1.25);
  });

  it('plays only files of our media host', () => {
    expect(safeVideoSource('/media/intro.mp4')).toBe('/media/intro.mp4');
    expect(safeVideoSource('https://evil.example/x.mp4')).toBeNull();
    expect(safeVideoSource('/media/../api/x')).toBeNull();
  });

  it("plays the product's own videos, with the captions beside them", () => {
    expect(safeVideoSource('/demo/intro.webm')).toBe('/demo/intro.webm');
    expect(safeVideoSource('/demo/../index.html')).toBeNull();
    expect(safeVideoSource('/demo/intro.svg')).toBeNull();
    expect(captionsFor('/demo/intro.webm')).toBe('/demo/intro.vtt');
    expect(captionsFor('/media/clip.mp4')).toBeNull();
  });
});
