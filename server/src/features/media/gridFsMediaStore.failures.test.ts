import { describe, expect, it } from 'vitest';
import { StoreWriteError } from '../../store';
import { failingGridFsDb } from '../../testing/failingGridFsDb';
import { until } from '../../testing/until';
import { gridFsMediaStore } from './gridFsMediaStore';

/** 1 MB: GridFS writes it as five chunks of 255 kB. */
const picture = Buffer.alloc(1024 * 1024, 7);

describe('GridFS media when MongoDB steps down mid-upload', () => {
  it('answers 503 (a StoreWriteError) and leaves no chunk of the cut upload', async () => {
    const fake = failingGridFsDb();
    const media = gridFsMediaStore(fake.db);
    fake.failChunkInsert(3);
    await expect(media.put('logo.png', picture)).rejects.toBeInstanceOf(StoreWriteError);
    expect(fake.chunks()).toEqual([]);
    expect(fake.files()).toEqual([]);
    expect(await media.get('logo.png')).toBeNull();
  });

  it('keeps the earlier copy of the name whole when a replacement is cut', async () => {
    const fake = failingGridFsDb();
    const media = gridFsMediaStore(fake.db);
    await media.put('logo.png', Buffer.from('first'));
    fake.failChunkInsert(2);
    await expect(media.put('logo.png', picture)).rejects.toBeInstanceOf(StoreWriteError);
    expect(fake.files()).toHaveLength(1);
    expect(fake.chunks()).toHaveLength(1);
    expect((await media.get('logo.png'))?.size).toBe(5);
  });

  it('removes the chunks once a primary answers again when the first clean-up fails too', async () => {
    const fake = failingGridFsDb();
    const media = gridFsMediaStore(fake.db, { cleanupRetriesMs: [10, 10, 10] });
    fake.failChunkInsert(4);
    fake.failDeletes(2);
    await expect(media.put('logo.png', picture)).rejects.toBeInstanceOf(StoreWriteError);
    expect(fake.chunks().length).toBeGreaterThan(0);
    await until(() => fake.chunks().length === 0);
    expect(fake.chunks()).toEqual([]);
    expect(fake.files()).toEqual([]);
  });

  it('stores a replacement whole even when the older copy cannot be deleted yet', async () => {
    const fake = failingGridFsDb();
    const media = gridFsMediaStore(fake.db);
    await media.put('logo.png', Buffer.from('first'));
    fake.failDeletes(1);
    await media.put('logo.png', picture);
    expect((await media.get('logo.png'))?.size).toBe(picture.length);
    await media.put('logo.png', Buffer.from('third'));
    expect(fake.files()).toHaveLength(1);
  });

  it('stores an upload that is not cut, in chunks the driver reads back', async () => {
    const fake = failingGridFsDb();
    const media = gridFsMediaStore(fake.db);
    await media.put('logo.png', picture);
    expect(fake.chunks()).toHaveLength(5);
    expect((await media.get('logo.png'))?.size).toBe(picture.length);
  });
});
