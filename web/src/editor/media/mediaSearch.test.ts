import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@dojo/protocol';
import { searchMedia, sizeLabel } from './mediaSearch';

const item = (name: string, displayName: string, kind: MediaItem['kind']): MediaItem => ({
  name,
  displayName,
  kind,
  contentType: `${kind}/x`,
  size: 1000,
  uploadedAt: '2026-11-24T00:00:00.000Z',
});
const items = [
  item('logo-k3j9x0ab2c.png', 'Logo', 'image'),
  item('ceo-statement-a1b2c3d4e5.mp4', 'CEO statement (board)', 'video'),
  item('alarm-q1w2e3r4t5.wav', 'Alarm', 'audio'),
  item('board-memo-z9x8c7v6b5.png', 'Board memo', 'image'),
];

describe('searchMedia', () => {
  it('matches every word against the name the author typed, sorted by it', () => {
    expect(searchMedia(items, 'board').map((each) => each.displayName)).toEqual([
      'Board memo',
      'CEO statement (board)',
    ]);
    expect(searchMedia(items, 'ceo BOARD').map((each) => each.name)).toEqual([
      'ceo-statement-a1b2c3d4e5.mp4',
    ]);
  });

  it('also finds a file by its generated name', () => {
    expect(searchMedia(items, 'q1w2e3').map((each) => each.displayName)).toEqual(['Alarm']);
  });

  it('keeps only the kinds asked for', () => {
    expect(searchMedia(items, '', ['video', 'audio']).map((each) => each.kind)).toEqual([
      'audio',
      'video',
    ]);
  });
});

describe('sizeLabel', () => {
  it('says KB under a megabyte and MB above', () => {
    expect(sizeLabel(2_000)).toBe('2 KB');
    expect(sizeLabel(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
