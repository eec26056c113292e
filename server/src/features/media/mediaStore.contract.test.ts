import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store';
import type { MediaStore } from './mediaStore';
import { openMediaStore } from './openMediaStore';

/** The MediaStore contract: the directory engine always, GridFS whenever MONGODB_URI is set. */
const engines: [string, () => Promise<{ media: MediaStore; store: Store }>][] = [
  [
    'directory',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-media-'));
      const store = await openStore({ dataDir: dir });
      return { media: openMediaStore(store, dir), store };
    },
  ],
];
const uri = process.env.MONGODB_URI;
if (uri) {
  engines.push([
    'gridfs',
    async () => {
      const store = await openStore({
        mongodbUri: uri,
        dbName: `dojo_media_${Date.now()}`,
        dataDir: '',
      });
      return { media: openMediaStore(store, ''), store };
    },
  ]);
}

describe.each(engines)('MediaStore (%s)', (kind, open) => {
  let media: MediaStore;
  let store: Store;
  beforeAll(async () => {
    ({ media, store } = await open());
  });
  afterAll(async () => {
    await store.close();
  });

  it(`is the ${kind} engine`, () => {
    expect(media.kind).toBe(kind);
  });

  it('puts, gets, lists and removes bytes by name', async () => {
    await media.put('hello-abc.txt', Buffer.from('hello media'));
    const stored = await media.get('hello-abc.txt');
    expect(stored?.size).toBe(11);
    expect(await text(stored!.open())).toBe('hello media');
    expect(await media.list()).toContain('hello-abc.txt');
    expect(await media.remove('hello-abc.txt')).toBe(true);
    expect(await media.get('hello-abc.txt')).toBeNull();
    expect(await media.remove('hello-abc.txt')).toBe(false);
  });

  it('reads a range, both ends included', async () => {
    await media.put('range-abc.bin', Buffer.from('0123456789'));
    const stored = await media.get('range-abc.bin');
    expect(await text(stored!.open({ start: 2, end: 5 }))).toBe('2345');
  });

  it('replaces the bytes of a name put again', async () => {
    await media.put('twice-abc.txt', Buffer.from('first'));
    await media.put('twice-abc.txt', Buffer.from('second'));
    expect(await text((await media.get('twice-abc.txt'))!.open())).toBe('second');
    expect((await media.list()).filter((name) => name === 'twice-abc.txt')).toHaveLength(1);
  });

  it('refuses a name that could be a path', async () => {
    await expect(media.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Not a media name');
    await expect(media.get('a/b.png')).rejects.toThrow('Not a media name');
  });
});
