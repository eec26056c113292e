import { describe, expect, it } from 'vitest';
import { filterMedia, mediaKind } from './mediaKind';

describe('mediaKind', () => {
  it('tells images, video and audio apart by extension', () => {
    expect(mediaKind('board-room-k3j9.PNG')).toBe('image');
    expect(mediaKind('ceo-statement.mp4')).toBe('video');
    expect(mediaKind('voicemail.mp3')).toBe('audio');
    expect(mediaKind('notes.txt')).toBe('other');
    expect(mediaKind('no-extension')).toBe('other');
  });
});

describe('filterMedia', () => {
  const names = ['logo.png', 'Board Room.jpg', 'ceo-statement.mp4', 'alarm.wav', 'board-memo.png'];

  it('keeps the names containing every word of the search, sorted', () => {
    expect(filterMedia(names, 'board')).toEqual(['Board Room.jpg', 'board-memo.png']);
    expect(filterMedia(names, 'board png')).toEqual(['board-memo.png']);
  });

  it('keeps only the allowed kinds', () => {
    expect(filterMedia(names, '', ['video', 'audio'])).toEqual(['alarm.wav', 'ceo-statement.mp4']);
  });
});
