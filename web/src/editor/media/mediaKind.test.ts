import { describe, expect, it } from 'vitest';
import { mediaKind } from './mediaKind';

describe('mediaKind', () => {
  it('tells images, video and audio apart by extension', () => {
    expect(mediaKind('board-room-k3j9.PNG')).toBe('image');
    expect(mediaKind('ceo-statement.mp4')).toBe('video');
    expect(mediaKind('voicemail.mp3')).toBe('audio');
    expect(mediaKind('notes.txt')).toBe('other');
    expect(mediaKind('no-extension')).toBe('other');
  });
});
