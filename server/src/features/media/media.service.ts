import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { TEXT_LIMITS, UPLOAD_MESSAGES, type ImageType, type MediaItem } from '@dojo/protocol';
import { badRequest } from '../../errors';
import type { MediaRepo } from './media.repo';
import { generateMediaName, profilePictureAlias } from './mediaNames';
import type { MediaStore } from './mediaStore';
import { sniffMedia, type MediaKind } from './sniff';
import { sanitizeSvg } from '../../sanitize/svg';
import type { Clock } from '../../core/clock';

/** An upload as multer left it: streamed to a temporary file (removed after the answer). */
export interface UploadedFile {
  path: string;
  size: number;
  originalname: string;
}

/** Enough of the head for every signature (svg's root element may follow a prologue). */
const HEAD_BYTES = 4096;

async function headOf(file: UploadedFile): Promise<Buffer> {
  const handle = await fs.promises.open(file.path, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, file.size));
    await handle.read(head, 0, head.length, 0);
    return head;
  } finally {
    await handle.close();
  }
}

const { notAnImage: NOT_AN_IMAGE, notAVideo: NOT_A_VIDEO } = UPLOAD_MESSAGES;

/** Uploads (checked by their bytes), the media library list, and lookups for serving. */
export function mediaService(deps: { repo: MediaRepo; store: MediaStore; clock: Clock }) {
  const { repo, store, clock } = deps;

  /** Bytes first, then the record: a listed name always has its bytes. */
  async function keep(
    file: UploadedFile,
    accepted: readonly MediaKind[],
    refusal: string,
    meta: { displayName: string; uploadedBy: string; imageType?: ImageType; alias?: string },
  ) {
    const type = sniffMedia(await headOf(file));
    if (!type || !accepted.includes(type.kind)) throw badRequest(refusal, 'unsupported_media');
    let svg: Buffer | null = null;
    let cleaned = false;
    if (type.contentType === 'image/svg+xml') {
      const result = sanitizeSvg(await fs.promises.readFile(file.path));
      if (!result.ok) throw badRequest(result.problem, 'unsafe_svg');
      svg = Buffer.from(result.svg);
      cleaned = result.removed;
    }
    const bytes: Buffer | Readable = svg ?? fs.createReadStream(file.path);
    const size = svg?.length ?? file.size;
    const name = generateMediaName(meta.displayName, type.extension);
    await store.put(name, bytes);
    try {
      await repo.insert({
        _id: name,
        ...meta,
        kind: type.kind,
        contentType: type.contentType,
        size,
        uploadedAt: new Date(clock.now()).toISOString(),
      });
    } catch (error) {
      await store.remove(name);
      throw error;
    }
    return { name, cleaned };
  }

  return {
    names: () => repo.names(),

    /** The library as the pickers list it: display names and proven kinds. */
    async library(): Promise<MediaItem[]> {
      const docs = await repo.library();
      return docs.map((doc) => ({
        name: doc._id,
        displayName: doc.displayName.slice(0, TEXT_LIMITS.name),
        kind: doc.kind,
        contentType: doc.contentType,
        size: doc.size,
        uploadedAt: doc.uploadedAt,
        ...(doc.alias ? { alias: doc.alias.slice(0, TEXT_LIMITS.subject) } : {}),
      }));
    },

    async uploadImage(
      input: { file?: UploadedFile; chosenOption: ImageType; imageName: string },
      by: string,
    ) {
      if (!input.file || input.file.size === 0) throw badRequest(UPLOAD_MESSAGES.noImage);
      const displayName = input.imageName.trim() || input.file.originalname;
      const profile = input.chosenOption === 'Profile Picture';
      const { name, cleaned } = await keep(input.file, ['image'], NOT_AN_IMAGE, {
        displayName,
        uploadedBy: by,
        imageType: input.chosenOption,
        ...(profile ? { alias: profilePictureAlias(displayName) } : {}),
      });
      const note = cleaned ? ' Scripts and other active content were removed.' : '';
      return { name, message: `Image uploaded as ${name}.${note}` };
    },

    async uploadVideo(input: { file?: UploadedFile; videoName: string }, by: string) {
      if (!input.file || input.file.size === 0) {
        throw badRequest(UPLOAD_MESSAGES.noVideo);
      }
      const displayName = input.videoName.trim() || input.file.originalname;
      const { name } = await keep(input.file, ['video', 'audio'], NOT_A_VIDEO, {
        displayName,
        uploadedBy: by,
      });
      return { name, message: `Video/audio uploaded as ${name}.` };
    },

    /**
     * The media an address names: a generated name (immutable) or a profile-picture alias
     * (which a newer upload may take over, so it must be revalidated).
     */
    async resolve(name: string) {
      const byName = await repo.findByName(name);
      if (byName) return { doc: byName, immutable: true };
      const byAlias = await repo.findByAlias(name);
      return byAlias ? { doc: byAlias, immutable: false } : null;
    },

    open: (name: string) => store.get(name),
  };
}
export type MediaService = ReturnType<typeof mediaService>;
