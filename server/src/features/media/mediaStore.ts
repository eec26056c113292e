import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredMedia {
  size: number;
  /** The bytes, or the given range of them. */
  open(range?: ByteRange): Readable;
}

/**
 * Where the bytes of uploaded media live, by their generated name. What a file is (its
 * display name, type, owner) is kept in the `media` collection; this port holds bytes only.
 */
export interface MediaStore {
  readonly kind: 'directory' | 'gridfs';
  /** Stores the bytes (or a stream of them) under the name, replacing earlier bytes. */
  put(name: string, bytes: Buffer | Readable): Promise<void>;
  get(name: string): Promise<StoredMedia | null>;
  list(): Promise<string[]>;
  /** False when there was nothing with that name. */
  remove(name: string): Promise<boolean>;
}

/** Generated names only: letters, digits, '.', '_' and '-', never a path. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertMediaName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) {
    throw new Error(`Not a media name: ${JSON.stringify(name)}`);
  }
}
