import { z } from 'zod';
import { call } from '../core/call';
import { emailWithAt } from '../core/legacy';
import { BaseRevision, RevisionStamp } from '../core/revision';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import { Organisation } from './entities';
import {
  EmailText,
  SubjectText,
  TEXT_LIMITS,
  noUnsafeCharacters,
  unsafeCharactersMessage,
} from '../core/bounds';

/** Organisations and personas (admin spec §7); the player reads the list too. */

const organisationName = requiredText('Organisation name is empty!', TEXT_LIMITS.name).refine(
  noUnsafeCharacters,
  unsafeCharactersMessage('The organisation name'),
);
const personaName = (required: string) =>
  requiredText(required, TEXT_LIMITS.name).refine(
    noUnsafeCharacters,
    unsafeCharactersMessage("The persona's name"),
  );
const noOrganisation = requiredText('No organisation selected!');
const personaEmail = emailWithAt('Email is invalid!');

/**
 * Additive on renames and removals: the scenario events that sent from what was renamed or
 * removed ('{scenario}: Event ({id}) {subject} ({persona} of {organisation})'), to fix.
 */
const Affected = { affected: z.array(z.string().max(1000)).max(10_000).optional() };

/** Additive on every write: the organisation's revision in, its new one out (409 when stale). */
const Revised = Status.extend({ ...RevisionStamp, ...Affected });
const REVISED_NOTE =
  "Additive: `baseRevision` (the organisation's) in, `revision` out; 409 when stale.";

export const getOrganisations = call(
  'POST',
  '/api/getOrganisations',
  TokenBody,
  z.array(Organisation.extend({ revision: RevisionStamp.revision })),
  { note: "Additive: each organisation's `revision`, what its writes send back." },
);

export const createOrganisation = call(
  'POST',
  '/api/createOrganisation',
  z.object({ token: Token, name: organisationName, email: EmailText.optional() }),
  Status,
);

/** `old` is the organisation's current name; `name` and `email` its new ones. */
export const editOrganisation = call(
  'POST',
  '/api/editOrganisation',
  z.object({
    token: Token,
    old: noOrganisation,
    name: organisationName,
    email: EmailText.optional(),
    ...BaseRevision,
  }),
  Revised,
  { note: REVISED_NOTE },
);

/** `filename` is the organisation's name (legacy field name). */
export const removeOrganisation = call(
  'POST',
  '/api/removeOrganisation',
  z.object({
    filename: requiredText('Please select an organisation'),
    token: Token,
    ...BaseRevision,
  }),
  Status.extend(Affected),
  { note: `Success data is 'Organisation deleted'. ${REVISED_NOTE}` },
);

export const createPersona = call(
  'POST',
  '/api/createPersona',
  z.object({
    token: Token,
    org: noOrganisation,
    name: personaName("Persona's name cannot be left empty!"),
    email: personaEmail,
    role: SubjectText,
    ...BaseRevision,
  }),
  Revised,
  { note: REVISED_NOTE },
);

/** `persona` is the persona's current name; `newOrg` the organisation it moves to. */
export const editPersona = call(
  'POST',
  '/api/editPersona',
  z.object({
    token: Token,
    org: noOrganisation,
    newOrg: requiredText('Cannot change new org to none.'),
    persona: requiredText('A persona needs to be selected'),
    name: personaName('Persona name is empty!'),
    email: personaEmail,
    role: SubjectText,
    ...BaseRevision,
  }),
  Revised,
  { note: REVISED_NOTE },
);

export const removePersona = call(
  'POST',
  '/api/removePersona',
  z.object({
    org: noOrganisation,
    persona: requiredText('Please select a persona'),
    token: Token,
    ...BaseRevision,
  }),
  Revised,
  { note: `Success data is 'Persona deleted'. ${REVISED_NOTE}` },
);
