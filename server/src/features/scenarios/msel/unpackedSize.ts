import { inflateRawSync } from 'node:zlib';

/**
 * An XLSX workbook is a zip archive. Before a library unpacks it, every part is inflated here
 * with a ceiling on what all parts together may produce, so a small upload that unpacks to
 * gigabytes (a "zip bomb") is refused after at most `limit` bytes of output, whatever sizes its
 * headers declare. Answers 'too_large', 'unreadable' (not a zip this reader understands: a
 * broken directory, encryption, zip64, a method other than stored or deflate) or 'ok'.
 */
export function checkUnpackedSize(zip: Buffer, limit: number): 'ok' | 'too_large' | 'unreadable' {
  const end = findEndOfDirectory(zip);
  if (end < 0) return 'unreadable';
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let left = limit;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return 'unreadable';
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (flags & 1 || compressed === 0xffffffff || local === 0xffffffff) return 'unreadable';
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return 'unreadable';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return 'unreadable';
    const data = zip.subarray(start, start + compressed);
    if (method === 0) {
      left -= data.length;
    } else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(left, 0) + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too_large';
        return 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (left < 0) return 'too_large';
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return 'ok';
}

/** The end-of-central-directory record's offset (it sits within the last 64 KB + 22 bytes). */
function findEndOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 65_557); at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  return -1;
}
