import path from 'node:path';
import type { Store } from '../../store';
import { mongoDatabase } from '../../store/mongo';
import { directoryMediaStore } from './directoryMediaStore';
import { gridFsMediaStore } from './gridFsMediaStore';
import type { MediaStore } from './mediaStore';

/** GridFS when the store is MongoDB (every server process sees the same files), else a directory. */
export function openMediaStore(store: Store, dataDir: string): MediaStore {
  const db = mongoDatabase(store);
  return db ? gridFsMediaStore(db) : directoryMediaStore(path.join(dataDir, 'media'));
}
