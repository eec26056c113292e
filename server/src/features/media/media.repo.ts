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
    /** Every file with what the pickers show, by display name (then name). */
    async library(): Promise<MediaDoc[]> {
      return media.find({}, { sort: { displayName: 1, _id: 1 } });
    },
    /** The kinds of the named files that exist (the event media check). */
    async kindsOf(names: readonly string[]): Promise<{ name: string; kind: MediaKind }[]> {
      if (names.length === 0) return [];
      const docs = await media.find<{ _id: string; kind: MediaKind }>(
        { _id: { $in: [...names] } },
        { projection: { _id: 1, kind: 1 } },
      );
      return docs.map((doc) => ({ name: doc._id, kind: doc.kind }));
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
