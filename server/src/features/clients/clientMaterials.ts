import type { ScenarioEvent } from '@dojo/protocol';
import type { Principal } from '../../core/principal';
import type { ScenariosRepo } from '../scenarios/scenarios.repo';
import type { ClientsRepo } from './clients.repo';

/** What a client's scenarios use: organisations, media (images, video, audio) and PDFs (docs/portal.md). */
export interface ClientMaterials {
  organisations: Set<string>;
  images: Set<string>;
  pdfs: Set<string>;
}

function addImage(images: Set<string>, url: string | undefined) {
  if (!url) return;
  images.add(url);
  const last = url.split('/').pop();
  if (last) images.add(last);
}

function collect(materials: ClientMaterials, event: ScenarioEvent) {
  if (event.organisation) materials.organisations.add(event.organisation);
  addImage(materials.images, event.image);
  addImage(materials.images, event.image2);
  for (const media of event.media ?? []) materials.images.add(media.name);
  for (const name of [event.pdf, event.pdf2, event.options]) if (name) materials.pdfs.add(name);
}

/**
 * The back office reads every organisation, image and PDF; a customer (owner or trainer) reads
 * only those the scenarios their client may order use, never another client's.
 */
export function clientMaterials(deps: { clients: ClientsRepo; scenarios: ScenariosRepo }) {
  async function usedBy(clientName: string): Promise<ClientMaterials> {
    const materials: ClientMaterials = {
      organisations: new Set(),
      images: new Set(),
      pdfs: new Set(),
    };
    const client = await deps.clients.findByName(clientName);
    for (const fileName of client?.scenarios ?? []) {
      const file = await deps.scenarios.findByFileName(fileName);
      if (!file) continue;
      addImage(materials.images, file.image);
      for (const event of file.scenario) collect(materials, event);
    }
    return materials;
  }

  /** `all`, narrowed for a customer to what its client uses. */
  async function scoped<T>(
    principal: Principal,
    all: T[],
    pick: (materials: ClientMaterials) => Set<string>,
    nameOf: (item: T) => string,
  ): Promise<T[]> {
    if (principal.kind === 'staff') return all;
    const used = pick(await usedBy(principal.client));
    return all.filter((item) => used.has(nameOf(item)));
  }

  return { usedBy, scoped };
}
export type ClientMaterialsService = ReturnType<typeof clientMaterials>;
