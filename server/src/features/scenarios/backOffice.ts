import type { Router } from 'express';
import { eventsSendingFrom } from '@dojo/protocol';
import type { Config } from '../../config';
import type { Store } from '../../store';
import type { Guards } from '../auth/guards';
import { mediaRepo } from '../media/media.repo';
import { mediaRoutes } from '../media/media.routes';
import { mediaService } from '../media/media.service';
import { openMediaStore } from '../media/mediaStore';
import { organisationsRepo } from '../organisations/organisations.repo';
import { organisationsRoutes } from '../organisations/organisations.routes';
import { organisationsService } from '../organisations/organisations.service';
import { pdfsRepo } from '../pdfs/pdfs.repo';
import { pdfsRoutes } from '../pdfs/pdfs.routes';
import { pdfsService } from '../pdfs/pdfs.service';
import { scenariosRepo } from './scenarios.repo';
import { scenariosRoutes } from './scenarios.routes';
import { scenariosService } from './scenarios.service';
import { sectionsRepo } from './sections.repo';
import { sectionsService } from './sections.service';
import { versionsRepo } from './versions.repo';

const MB = 1024 * 1024;

/**
 * The editor back-office's content features, wired in one place: scenarios, sections and
 * their versions, PDFs, media, organisations and personas. The services are returned too,
 * so other features (the player reading PDFs and organisations) reuse them.
 */
export async function editorBackOffice(deps: { store: Store; guards: Guards; config: Config }) {
  const { store, guards, config } = deps;
  const versions = versionsRepo(store);
  const organisationsStore = organisationsRepo(store);
  const mediaRecords = mediaRepo(store);
  await Promise.all([
    versions.ensureIndexes(),
    organisationsStore.ensureIndexes(),
    mediaRecords.ensureIndexes(),
  ]);

  const pdfStore = pdfsRepo(store);
  const library = async () => ({
    organisations: await organisationsStore.list(),
    pdfs: await pdfStore.kinds(),
  });
  const scenarioStore = scenariosRepo(store);
  const scenarios = scenariosService({ scenarios: scenarioStore, versions, library });
  const sections = sectionsService({ sections: sectionsRepo(store), versions });
  const pdfs = pdfsService(pdfStore);
  const media = mediaService({
    repo: mediaRecords,
    store: openMediaStore(store, config.DATA_DIR),
  });
  const organisations = organisationsService(organisationsStore, undefined, async (sender) =>
    eventsSendingFrom(await scenarioStore.allEvents(), sender),
  );
  const limits = {
    imageBytes: Math.floor(config.MEDIA_IMAGE_MAX_MB * MB),
    videoBytes: Math.floor(config.MEDIA_VIDEO_MAX_MB * MB),
  };

  const routers: Router[] = [
    scenariosRoutes({ scenarios, sections, guards }),
    pdfsRoutes({ pdfs, guards }),
    mediaRoutes({ media, guards, limits }),
    organisationsRoutes({ organisations, guards }),
  ];
  return { routers, services: { scenarios, sections, pdfs, media, organisations } };
}
