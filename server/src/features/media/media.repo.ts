import type { ImageType } from '@dojo/protocol';
import type { Store } from '../../store';
import type { MediaKind } from './sniff';

/** What an uploaded file is; its bytes are in the MediaStore under the same generated name. */
export interface MediaDoc {
  /** The generated name: the file's address, /media/<name>. */
  _id: string;
  /** The name it was uploaded with (imageName / videoName, else the file's own name). */
  displayName: string;
  kind: MediaKind;
  /** Images only: the Upload Image type. */
  imageType?: ImageType;
  contentType: string;
  size: number;
  /**
   * A second address for a persona's profile picture: the persona name without spaces plus
   * '.png' (docs/admin.md). The newest upload with an alias answers it.
   */
  alias?: string;
  uploadedAt: string;
  uploadedBy: string;
}

/** The only place that touches the `media` collection. */
export function mediaRepo(store: Store) {
  const media = store.collection<MediaDoc>('media');
  return {
    async ensureIndexes() {
      await media.createIndex({ alias: 1, uploadedAt: -1 });
    },
    insert(doc: MediaDoc) {
      return media.insertOne(doc);
    },
    async remove(name: string) {
      return (await media.deleteOne({ _id: name })).deletedCount === 1;
    },
    findByName(name: string) {
      return media.findOne({ _id: name });
    },
    findByAlias(alias: string) {
      return media.findOne({ alias }, { sort: { uploadedAt: -1, _id: -1 } });
    },
    async names(): Promise<string[]> {
      const docs = await media.find<{ _id: string }>(
        {},
        { sort: { _id: 1 }, projection: { _id: 1 } },
      );
      return docs.map((doc) => doc._id);
    },
  };
}
export type MediaRepo = ReturnType<typeof mediaRepo>;
