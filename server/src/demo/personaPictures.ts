import { deflateSync } from 'node:zlib';
import { personaPictureName } from '@dojo/protocol';
import type { Clock } from '../core/clock';
import type { MediaRepo } from '../features/media/media.repo';
import type { MediaStore } from '../features/media/mediaStore';
import { DuplicateKeyError } from '../store';
import { DEMO_ORGANISATIONS } from './library';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square PNG of one colour with a lighter disc: a plain avatar for a demo persona. */
export function avatarPng(rgb: readonly [number, number, number], size = 64): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const inDisc = Math.hypot(x - centre, y - centre * 0.8) < size * 0.22;
      const lift = inDisc ? 70 : 0;
      row.set(
        rgb.map((value) => Math.min(255, value + lift)),
        1 + x * 3,
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COLOURS: readonly (readonly [number, number, number])[] = [
  [37, 99, 235],
  [190, 24, 93],
  [21, 128, 61],
  [180, 83, 9],
  [109, 40, 217],
];

/**
 * The demo personas' profile pictures (docs/admin.md): every page that draws a persona asks
 * for `{name without spaces}.png`, so the demo ships one for each, stored like an upload of
 * type Profile Picture. One that exists (uploaded or seeded before) is left alone.
 */
export async function seedPersonaPictures(deps: {
  repo: Pick<MediaRepo, 'findByAlias' | 'insert'>;
  store: Pick<MediaStore, 'put'>;
  clock: Clock;
}): Promise<number> {
  let added = 0;
  const personas = DEMO_ORGANISATIONS.flatMap((organisation) => organisation.personas);
  for (const [index, persona] of personas.entries()) {
    const alias = personaPictureName(persona.name);
    if (await deps.repo.findByAlias(alias)) continue;
    const bytes = avatarPng(COLOURS[index % COLOURS.length] ?? [37, 99, 235]);
    const name = `demo-persona-${alias.toLowerCase()}`;
    await deps.store.put(name, bytes);
    try {
      await deps.repo.insert({
        _id: name,
        displayName: persona.name,
        kind: 'image',
        imageType: 'Profile Picture',
        contentType: 'image/png',
        size: bytes.length,
        alias,
        uploadedBy: 'demo',
        uploadedAt: new Date(deps.clock.now()).toISOString(),
      });
      added += 1;
    } catch (error) {
      // Another process seeded it a moment earlier: the same picture, kept once.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  return added;
}
