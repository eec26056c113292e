import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db, ObjectId } from 'mongodb';
import { StoreWriteError } from '../../store';
import { mongodb } from '../../store/mongoDriver';
import { assertMediaName, type MediaStore } from './mediaStore';

/** Waits before each further try to remove a cut upload's chunks (a primary is being elected). */
const CLEANUP_RETRIES_MS = [1_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Media in MongoDB's GridFS (bucket `media`), so several server processes serve the same
 * files. A put uploads first and then drops older copies of the name, so readers always
 * find one complete file. An upload cut short (a step-down, a lost connection) fails with a
 * StoreWriteError (503) and leaves nothing behind: its chunks and any files document are
 * removed at once, or tried again for a couple of minutes while no primary answers.
 */
export function gridFsMediaStore(
  db: Db,
  options: { cleanupRetriesMs?: readonly number[] } = {},
): MediaStore {
  const { GridFSBucket, MongoError } = mongodb();
  const bucket = new GridFSBucket(db, { bucketName: 'media' });
  const retries = options.cleanupRetriesMs ?? CLEANUP_RETRIES_MS;
  const removeUpload = async (id: ObjectId) => {
    await db.collection('media.chunks').deleteMany({ files_id: id });
    await db.collection('media.files').deleteOne({ _id: id });
  };
  const removedLater = async (id: ObjectId) => {
    for (const wait of retries) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      const removed = await removeUpload(id).then(
        () => true,
        () => false, // still no primary: try again after the next wait
      );
      if (removed) return;
    }
  };
  const filesNamed = (name: string) =>
    bucket.find({ filename: name }, { sort: { uploadDate: -1, _id: -1 } }).toArray();

  return {
    kind: 'gridfs',

    async put(name, bytes) {
      assertMediaName(name);
      const upload = bucket.openUploadStream(name);
      try {
        await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, upload);
      } catch (error) {
        // Cut short (by MongoDB or by the sender): what was written of it goes now, and once
        // more later for chunk writes still in flight (or until a primary answers again).
        await removeUpload(upload.id).catch(() => undefined);
        void removedLater(upload.id);
        throw error instanceof MongoError ? new StoreWriteError(error) : error;
      }
      // The new file is whole and the newest, so readers get it; an older copy left by a
      // failing delete goes at the name's next put or removal.
      const older = await filesNamed(name).catch(() => []);
      for (const file of older.filter((each) => !each._id.equals(upload.id)))
        await bucket.delete(file._id).catch(() => undefined);
    },

    async get(name) {
      assertMediaName(name);
      const [file] = await filesNamed(name);
      if (!file) return null;
      return {
        size: file.length,
        // GridFS ranges end exclusively; ours include the end.
        open: (range) =>
          bucket.openDownloadStream(
            file._id,
            range ? { start: range.start, end: range.end + 1 } : {},
          ),
      };
    },

    async list() {
      const names = await db.collection('media.files').distinct('filename');
      return names.map(String).sort();
    },

    async remove(name) {
      assertMediaName(name);
      const files = await filesNamed(name);
      for (const file of files) await bucket.delete(file._id);
      return files.length > 0;
    },
  };
}
