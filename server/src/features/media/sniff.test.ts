import { describe, expect, it } from 'vitest';
import { SAFE_SVG, SAMPLE_HEADS, tinyPng } from '../../testing/mediaSamples';
import { sniffMedia } from './sniff';

describe('sniffMedia', () => {
  it.each([
    ['png', tinyPng(), 'image/png'],
    ['jpeg', SAMPLE_HEADS.jpeg, 'image/jpeg'],
    ['gif', SAMPLE_HEADS.gif, 'image/gif'],
    ['webp', SAMPLE_HEADS.webp, 'image/webp'],
    ['svg', Buffer.from(SAFE_SVG), 'image/svg+xml'],
    ['mp4', SAMPLE_HEADS.mp4, 'video/mp4'],
    ['webm', SAMPLE_HEADS.webm, 'video/webm'],
    ['mp3 with an ID3 tag', SAMPLE_HEADS.mp3, 'audio/mpeg'],
    ['mp3 starting with a frame', SAMPLE_HEADS.mp3Frame, 'audio/mpeg'],
    ['wav', SAMPLE_HEADS.wav, 'audio/wav'],
    ['ogg', SAMPLE_HEADS.ogg, 'audio/ogg'],
  ])('recognises %s by its bytes', (_name, bytes, contentType) => {
    expect(sniffMedia(bytes)?.contentType).toBe(contentType);
  });

  it.each([
    ['plain text', Buffer.from('This is not a picture at all.')],
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['an empty file', Buffer.alloc(0)],
    ['a QuickTime movie', Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')])],
    [
      'a Matroska (not WebM) file',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska')]),
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });
});
