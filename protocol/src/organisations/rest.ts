import { z } from 'zod';
import { call } from '../core/call';
import { emailWithAt } from '../core/legacy';
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

export const getOrganisations = call(
  'POST',
  '/api/getOrganisations',
  TokenBody,
  z.array(Organisation),
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
  }),
  Status,
);

/** `filename` is the organisation's name (legacy field name). */
export const removeOrganisation = call(
  'POST',
  '/api/removeOrganisation',
  z.object({ filename: requiredText('Please select an organisation'), token: Token }),
  Status,
  { note: "Success data is 'Organisation deleted'." },
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
  }),
  Status,
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
  }),
  Status,
);

export const removePersona = call(
  'POST',
  '/api/removePersona',
  z.object({ org: noOrganisation, persona: requiredText('Please select a persona'), token: Token }),
  Status,
  { note: "Success data is 'Persona deleted'." },
);
