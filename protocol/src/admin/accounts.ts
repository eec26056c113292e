import { z } from 'zod';
import { SubjectText, noUnsafeCharacters, unsafeCharactersMessage } from '../core/bounds';
import type { Level } from '../auth/entities';
import { emailWithAt } from '../core/legacy';
import { Token, requiredText } from '../core/status';
import {
  CREDITS_MAX,
  DEFAULT_ACCOUNT_MONTHS,
  EMAIL_MAX,
  MONTHS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN_LENGTH,
} from './constants';

/** Account form rules (docs/admin.md, "Create sub account"). */

const USERNAME_SHORT = 'Username needs to be at least 5 characters long.';
const USERNAME_DASH = 'Username cannot contain the - symbol!';
const PASSWORD_SHORT = 'Passwords need to be at least 8 characters long.';
const SELECT_CLIENT = 'Please select a client.';

export const NewUsername = z
  .string({ error: USERNAME_SHORT })
  .trim()
  .min(USERNAME_MIN_LENGTH, USERNAME_SHORT)
  .max(USERNAME_MAX, `Username has at most ${USERNAME_MAX} characters.`)
  .refine((name) => !name.includes('-'), USERNAME_DASH)
  .refine(noUnsafeCharacters, unsafeCharactersMessage('The username'));

export const NewPassword = z
  .string({ error: PASSWORD_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_SHORT)
  .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`);

export const AccountEmail = emailWithAt('Email is invalid.').refine(
  (email) => email.length <= EMAIL_MAX,
  'Email is invalid.',
);

/** The select sends '0' / '1' / '2'; a typed client may send the number. */
export const Subscription = z
  .union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2'])], {
    error: 'Please select a subscription.',
  })
  .transform((level) => Number(level) as Level);

/** Rounded to an integer; 0 when not a number; 12 when left out. */
export const Months = z
  .union([z.number(), SubjectText])
  .optional()
  .transform((months) => {
    if (months === undefined) return DEFAULT_ACCOUNT_MONTHS;
    const rounded = Math.round(Number(months));
    return Number.isNaN(rounded) ? 0 : rounded;
  })
  .pipe(
    z
      .number()
      .min(0, 'Months cannot be negative.')
      .max(MONTHS_MAX, `Months is at most ${MONTHS_MAX}.`),
  );

/**
 * The portal role a new customer account gets (docs/admin.md): '1' the owner of a client
 * (the default), '0' an individual learner (Dashboard and Exercise Library only).
 */
export const NEW_ACCOUNT_ROLES = { '1': 'Client owner', '0': 'Individual learner' } as const;
export const NewAccountRole = z.enum(['1', '0'], { error: 'Please select an account type.' });
export type NewAccountRole = z.infer<typeof NewAccountRole>;

export const CreateIndividualAccountRequest = z.object({
  username: NewUsername,
  email: AccountEmail,
  password: NewPassword,
  subscription: Subscription,
  token: Token,
  months: Months,
  /** Ours (additive): the portal role; '1' when left out. */
  role: NewAccountRole.optional(),
});
export type CreateIndividualAccountRequest = z.output<typeof CreateIndividualAccountRequest>;

/**
 * A sub account's username is `{client}-{name}`: the customer rules apply to `{name}`
 * (the part the admin types), since the whole always contains the '-'.
 */
export const CreateSubAccountRequest = z
  .object({
    // The client first: an empty form says 'Please select a client.' before anything else.
    client: requiredText(SELECT_CLIENT).max(USERNAME_MAX, SELECT_CLIENT),
    username: z
      .string({ error: USERNAME_SHORT })
      .trim()
      .max(USERNAME_MAX * 2 + 1, `Username has at most ${USERNAME_MAX * 2 + 1} characters.`),
    email: AccountEmail,
    password: NewPassword,
    token: Token,
  })
  .superRefine(({ username, client }, ctx) => {
    const prefix = `${client}-`;
    if (client === '') return;
    if (!username.startsWith(prefix)) {
      const message = `The username must start with '${prefix}'.`;
      ctx.addIssue({ code: 'custom', path: ['username'], message });
      return;
    }
    // As the spec: the whole username has 5+ characters; the name after the prefix is
    // there and has no '-' of its own.
    const own = username.slice(prefix.length);
    if (username.length < USERNAME_MIN_LENGTH || own === '')
      ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_SHORT });
    else if (own.includes('-'))
      ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_DASH });
  });
export type CreateSubAccountRequest = z.output<typeof CreateSubAccountRequest>;

/** The credits field is typed text; the balance must read as a number. */
export const CreditBalance = z
  .union([z.number(), SubjectText], { error: 'New balance is not a number' })
  .transform((credits) => (typeof credits === 'string' && credits.trim() === '' ? NaN : +credits))
  .pipe(
    z
      .number({ error: 'New balance is not a number' })
      .int('The balance is a whole number of credits.')
      .min(0, 'The balance cannot be negative.')
      .max(CREDITS_MAX, `The balance is at most ${CREDITS_MAX} credits.`),
  );

export const ClientSelected = requiredText('Client selected is not valid').max(
  USERNAME_MAX * 2 + 1,
  'Client selected is not valid',
);
export const ClientRequired = requiredText(SELECT_CLIENT).max(USERNAME_MAX * 2 + 1, SELECT_CLIENT);
