import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type Db } from 'mongodb';
import { assertMediaName, type MediaStore } from './mediaStore';

/**
 * Media in MongoDB's GridFS (bucket `media`), so several server processes serve the same
 * files. A put uploads first and then drops older copies of the name, so readers always
 * find one complete file.
 */
export function gridFsMediaStore(db: Db): MediaStore {
  const bucket = new GridFSBucket(db, { bucketName: 'media' });
  const filesNamed = (name: string) =>
    bucket.find({ filename: name }, { sort: { uploadDate: -1, _id: -1 } }).toArray();

  return {
    kind: 'gridfs',

    async put(name, bytes) {
      assertMediaName(name);
      const upload = bucket.openUploadStream(name);
      await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, upload);
      const older = (await filesNamed(name)).filter((file) => !file._id.equals(upload.id));
      for (const file of older) await bucket.delete(file._id);
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
