import path from 'node:path';
import type { AppContext, Feature } from '../context';
import { clientMaterials } from '../clients/clientMaterials';
import { mediaRoutes } from './media.routes';
import { mediaService } from './media.service';
import { openMediaStore } from './openMediaStore';
import { seedPersonaPictures } from '../../demo/personaPictures';

const MB = 1024 * 1024;

/** Images and videos for scenarios: upload, list, serve with byte ranges. */
export function mediaFeature(ctx: AppContext): Feature {
  const { repos, store, config, clock, guards } = ctx;
  const mediaStore = openMediaStore(store, config.DATA_DIR);
  const media = mediaService({ repo: repos.media, store: mediaStore, clock });
  // The demo's personas have profile pictures (docs/admin.md): pages asking for them get one.
  if (config.DEMO_DATA) {
    seedPersonaPictures({ repo: repos.media, store: mediaStore, clock }).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'demo persona pictures were not stored'),
    );
  }
  const limits = {
    imageBytes: Math.floor(config.MEDIA_IMAGE_MAX_MB * MB),
    videoBytes: Math.floor(config.MEDIA_VIDEO_MAX_MB * MB),
    concurrentUploads: config.UPLOAD_CONCURRENCY,
    tempDir: path.join(config.DATA_DIR, 'uploads'),
  };
  return {
    routers: [
      mediaRoutes({
        media,
        guards,
        limits,
        materials: clientMaterials({ clients: repos.clients, scenarios: repos.scenarios }),
      }),
    ],
  };
}
