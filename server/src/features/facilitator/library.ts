import type { FacilitatorLibrary, SendEventRequest } from '@dojo/protocol';
import { badRequest } from '../../errors';
import type { MediaRepo } from '../media/media.repo';
import type { OrganisationsRepo } from '../organisations/organisations.repo';
import type { PdfsRepo } from '../pdfs/pdfs.repo';

export const LIBRARY_MESSAGES = {
  unknownOrganisation: 'Please select an Organisation.',
  unknownPersona: 'Please select a Persona.',
} as const;
const M = LIBRARY_MESSAGES;

export interface LibraryRepos {
  organisations: Pick<OrganisationsRepo, 'list'>;
  media: Pick<MediaRepo, 'names'>;
  pdfs: Pick<PdfsRepo, 'names'>;
}

/** What the Send Email form picks from: organisations with personas, media and PDF names. */
export async function readLibrary(repos: LibraryRepos): Promise<FacilitatorLibrary> {
  const [organisations, media, pdfs] = await Promise.all([
    repos.organisations.list(),
    repos.media.names(),
    repos.pdfs.names(),
  ]);
  return {
    organisations: organisations.map(({ name, email, personas }) => ({
      name,
      ...(email ? { email } : {}),
      personas: personas.map(({ name, email, role }) => ({ name, email, role })),
    })),
    media,
    pdfs,
  };
}

/**
 * An ad-hoc event is sent by an organisation and persona that exist (not for an alert); its
 * media and PDF are checked by the service (docs/facilitator.md "Status, players, events").
 */
export async function checkAgainstLibrary(
  input: SendEventRequest,
  repos: Pick<LibraryRepos, 'organisations'>,
): Promise<void> {
  if (input.type !== 'Alert') {
    const organisations = await repos.organisations.list();
    const organisation = organisations.find(
      (org) => org.name.trim().toLowerCase() === input.org.trim().toLowerCase(),
    );
    if (!organisation) throw badRequest(M.unknownOrganisation, 'unknown_organisation');
    const persona = organisation.personas.find((p) => p.name.trim() === input.name.trim());
    if (!persona) throw badRequest(M.unknownPersona, 'unknown_persona');
  }
}
