import { svgRootFound } from './svgPolicy';

export type MediaKind = 'image' | 'video' | 'audio';

/** What a file's bytes show it to be. */
export interface SniffedType {
  kind: MediaKind;
  contentType: string;
  /** The extension of the generated name. */
  extension: string;
}

const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** An MPEG audio frame header: sync bits, a layer, a valid bitrate and sample rate. */
function isMpegAudioFrame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  const layer = (b1 >> 1) & 0b11;
  return (b1 & 0xe0) === 0xe0 && layer !== 0 && b2 >> 4 !== 0xf && ((b2 >> 2) & 0b11) !== 0b11;
}

/** ISO base media (MP4): a `ftyp` box whose brand is not QuickTime's. */
function isMp4(bytes: Buffer): boolean {
  return ascii(bytes, 4, 'ftyp') && bytes.length >= 12 && !ascii(bytes, 8, 'qt  ');
}

/** Matroska's EBML header naming the `webm` document type. */
function isWebm(bytes: Buffer): boolean {
  return (
    startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) &&
    bytes.subarray(0, 64).includes('webm', 0, 'latin1')
  );
}

const SIGNATURES: { matches: (bytes: Buffer) => boolean; type: SniffedType }[] = [
  {
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { kind: 'image', contentType: 'image/png', extension: 'png' },
  },
  {
    matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
    type: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  },
  {
    matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
    type: { kind: 'image', contentType: 'image/gif', extension: 'gif' },
  },
  {
    matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
    type: { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  },
  {
    matches: isMp4,
    type: { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
  },
  {
    matches: isWebm,
    type: { kind: 'video', contentType: 'video/webm', extension: 'webm' },
  },
  {
    matches: (b) => ascii(b, 0, 'ID3') || isMpegAudioFrame(b),
    type: { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' },
  },
  {
    matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
    type: { kind: 'audio', contentType: 'audio/wav', extension: 'wav' },
  },
  {
    matches: (b) => ascii(b, 0, 'OggS'),
    type: { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' },
  },
  {
    matches: svgRootFound,
    type: { kind: 'image', contentType: 'image/svg+xml', extension: 'svg' },
  },
];

/**
 * The type a file's bytes prove (magic numbers), whatever its name or the browser's claimed
 * type say; null for anything we do not serve: png, jpeg, gif, webp, svg, mp4, webm, mp3,
 * wav and ogg.
 */
export function sniffMedia(bytes: Buffer): SniffedType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
