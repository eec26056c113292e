import type { FacilitatorLibrary, SendEventRequest } from '@dojo/protocol';
import { badRequest } from '../../errors';
import type { MediaRepo } from '../media/media.repo';
import type { OrganisationsRepo } from '../organisations/organisations.repo';
import type { PdfsRepo } from '../pdfs/pdfs.repo';

export const LIBRARY_MESSAGES = {
  unknownOrganisation: 'Please select an Organisation.',
  unknownPersona: 'Please select a Persona.',
  unknownMedia: 'That media file does not exist. Please pick one from the list.',
  unknownPdf: 'That PDF does not exist. Please pick one from the list.',
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
 * An ad-hoc event names only what exists (docs/facilitator.md "Send Email"): its organisation
 * and persona (not for an alert), its media, and its PDF (e-mails only, ignored otherwise).
 */
export async function checkAgainstLibrary(
  input: SendEventRequest,
  repos: LibraryRepos,
): Promise<void> {
  const library = await readLibrary(repos);
  if (input.type !== 'Alert') {
    const organisation = library.organisations.find(
      (org) => org.name.trim().toLowerCase() === input.org.trim().toLowerCase(),
    );
    if (!organisation) throw badRequest(M.unknownOrganisation, 'unknown_organisation');
    const persona = organisation.personas.find((p) => p.name.trim() === input.name.trim());
    if (!persona) throw badRequest(M.unknownPersona, 'unknown_persona');
  }
  const media = input.media.trim();
  if (media !== '' && !library.media.includes(media)) {
    throw badRequest(M.unknownMedia, 'unknown_media');
  }
  const pdf = input.pdf.trim();
  if (input.type === 'Email' && pdf !== '' && !library.pdfs.includes(pdf)) {
    throw badRequest(M.unknownPdf, 'unknown_pdf');
  }
}
