import { VIDEO_SPEEDS } from '@dojo/protocol';

/** The playback speeds offered (protocol's: 0.25 to 2 in steps of 0.25). */
const SPEEDS: readonly number[] = VIDEO_SPEEDS;

/** The next speed up or down the list, staying within it. */
export function nextSpeed(current: number, step: 1 | -1): number {
  const at = SPEEDS.indexOf(current);
  const index = Math.min(SPEEDS.length - 1, Math.max(0, (at < 0 ? SPEEDS.indexOf(1) : at) + step));
  return SPEEDS[index] as number;
}

/** Where the product's own videos live (the intro video), beside their captions. */
const PRODUCT_VIDEOS = /^\/demo\/([A-Za-z0-9_-]+)\.(webm|mp4)$/;

/**
 * Only our own files play here (the `src` query comes from a link): an uploaded video of the
 * media host, or one of the product's own videos.
 */
export function safeVideoSource(src: string | null): string | null {
  if (!src) return null;
  return /^\/media\/[A-Za-z0-9._-]+$/.test(src) || PRODUCT_VIDEOS.test(src) ? src : null;
}

/** The captions of one of the product's own videos (a WebVTT file beside it), else none. */
export function captionsFor(src: string): string | null {
  const match = PRODUCT_VIDEOS.exec(src);
  return match ? `/demo/${match[1]}.vtt` : null;
}

export type VideoKeyAction =
  'toggle-play' | 'theater' | 'fullscreen' | 'mute' | 'back' | 'forward' | 'slower' | 'faster';

/** The keyboard shortcuts. */
export const VIDEO_KEYS: Record<string, VideoKeyAction> = {
  ' ': 'toggle-play',
  k: 'toggle-play',
  t: 'theater',
  f: 'fullscreen',
  m: 'mute',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  '<': 'slower',
  '>': 'faster',
};
