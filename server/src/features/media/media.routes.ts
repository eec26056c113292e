import { Router } from 'express';
import { scenarioCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ClientMaterialsService } from '../clients/clientMaterials';
import type { MediaService } from './media.service';
import { serveMedia } from './serveMedia';
import { acceptUpload } from './upload';
import { UploadGate } from './uploadGate';

export interface MediaLimits {
  imageBytes: number;
  videoBytes: number;
  /** Uploads streaming at once (UPLOAD_CONCURRENCY). */
  concurrentUploads: number;
  /** Where uploads stream before they are checked and stored. */
  tempDir: string;
}

/** '5 MB', '0.5 MB'; under 100 KB in KB ('10 KB'). */
function sizeText(bytes: number): string {
  if (bytes < 100 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Upload Image, Upload Video/Audio, the media list, and GET /media/<name>. */
export function mediaRoutes(deps: {
  media: MediaService;
  guards: Guards;
  limits: MediaLimits;
  materials: ClientMaterialsService;
}) {
  const { media, guards, limits, materials } = deps;
  const router = Router();
  const gate = new UploadGate(limits.concurrentUploads);
  const { tempDir } = limits;
  // The uploads' files are read first: the router's calls (one table, http/callTable.ts) come
  // after every middleware registered before the first of them.
  router.post(
    calls.uploadImage.path,
    acceptUpload({
      field: calls.uploadImage.fileField ?? 'myFile',
      maxBytes: limits.imageBytes,
      tooLarge: `The image is larger than ${sizeText(limits.imageBytes)}.`,
      guard: guards.staff,
      gate,
      tempDir,
    }),
  );
  router.post(
    calls.uploadVideo.path,
    acceptUpload({
      field: calls.uploadVideo.fileField ?? 'myFile',
      maxBytes: limits.videoBytes,
      tooLarge: `The video/audio file is larger than ${sizeText(limits.videoBytes)}.`,
      guard: guards.staff,
      gate,
      tempDir,
    }),
  );
  bind(router, calls.images, guards.signedIn, async (_input, { principal }) =>
    materials.scoped(
      principal,
      await media.names(),
      (used) => used.images,
      (name) => name,
    ),
  );
  bind(router, calls.mediaLibrary, guards.signedIn, async (_input, { principal }) =>
    materials.scoped(
      principal,
      await media.library(),
      (used) => used.images,
      (item) => item.name,
    ),
  );

  bind(router, calls.uploadImage, guards.staff, async (input, { principal, req }) => {
    const { name, message } = await media.uploadImage({ ...input, file: req.file }, principal.user);
    return { type: 'success' as const, data: message, name };
  });

  bind(router, calls.uploadVideo, guards.staff, async (input, { principal, req }) => {
    const { name, message } = await media.uploadVideo({ ...input, file: req.file }, principal.user);
    return { type: 'success' as const, data: message, name };
  });

  router.get('/media/:name', serveMedia(media));
  return router;
}
