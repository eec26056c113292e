import { z } from 'zod';
import { emailWithAt } from '../core/legacy';
import { Token, requiredText } from '../core/status';
import { exerciseDate } from '../portal/orders';
import { FACILITATED_IDENTIFIER_MIN_LENGTH, SHORT_TOKEN_MIN_LENGTH } from './constants';
import {
  ContentText,
  NameText,
  SubjectText,
  TEXT_LIMITS,
  noUnsafeCharacters,
  tooLong,
  unsafeCharactersMessage,
} from '../core/bounds';

/** Exercise form rules (admin spec §5 "Create facilitated", "Shorten URL"). */

const IDENTIFIER_SHORT = 'The identifier must be at least 5 characters long.';
const DUPLICATE_TEAM = 'Dupplicate team name'; // sic: the legacy wording
const NO_TEAM = 'You need to have at least 1 team in a facilitated exercise';

/** Blank team names remove that team; the rest must be distinct and at least one. */
export const FacilitatedTeams = z
  .array(SubjectText)
  .transform((teams) => teams.map((team) => team.trim()).filter((team) => team !== ''))
  .superRefine((teams, ctx) => {
    if (teams.length === 0) ctx.addIssue({ code: 'custom', message: NO_TEAM });
    const lower = teams.map((team) => team.toLowerCase());
    if (new Set(lower).size !== lower.length) {
      ctx.addIssue({ code: 'custom', message: DUPLICATE_TEAM });
    }
  });

export const CreateFacilitateRequest = z.object({
  token: Token,
  /** The gateway client whose logo and NDA the players see ('' for none). */
  branding: NameText,
  /** The facilitator's address; the console link is mailed there. */
  email: emailWithAt('Make sure you wrote a valid email address.'),
  identifier: z
    .string({ error: IDENTIFIER_SHORT })
    .max(TEXT_LIMITS.identifier, tooLong(TEXT_LIMITS.identifier))
    .trim()
    .min(FACILITATED_IDENTIFIER_MIN_LENGTH, IDENTIFIER_SHORT)
    .refine(noUnsafeCharacters, unsafeCharactersMessage('The identifier')),
  scenario: requiredText('Select a scenario.'),
  teams: FacilitatedTeams,
  date: exerciseDate('Date not set.'),
});
export type CreateFacilitateRequest = z.output<typeof CreateFacilitateRequest>;

const FILL_ALL = 'Please make sure you fill in all the fields';

/** `editor` carries the editor's token (the legacy field name for it on this call). */
export const ShortenUrlRequest = z.object({
  scenario: requiredText(FILL_ALL),
  exercise: requiredText(FILL_ALL),
  shorten: requiredText(FILL_ALL).refine(
    (shorten) => shorten.length >= SHORT_TOKEN_MIN_LENGTH,
    'The shortened token must be at least 3 charcter', // sic
  ),
  editor: Token,
});
export type ShortenUrlRequest = z.output<typeof ShortenUrlRequest>;

/**
 * What a created facilitated exercise answers: the spec's {type, data} plus, additively,
 * its links. The console is /facilitator/{facilitatorToken}; players share /exercise/{joinToken}.
 */
export const FacilitatedCreated = z.object({
  type: z.literal('success'),
  data: ContentText,
  exerciseId: SubjectText,
  identifier: NameText,
  facilitatorToken: SubjectText,
  joinToken: SubjectText,
});
export type FacilitatedCreated = z.infer<typeof FacilitatedCreated>;
