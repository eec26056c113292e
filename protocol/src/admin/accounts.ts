import { z } from 'zod';
import type { Level } from '../auth/entities';
import { emailWithAt } from '../core/legacy';
import { Token, requiredText } from '../core/status';
import { DEFAULT_ACCOUNT_MONTHS, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './constants';
import {
  SubjectText,
  TEXT_LIMITS,
  noUnsafeCharacters,
  tooLong,
  unsafeCharactersMessage,
} from '../core/bounds';

/** Account form rules (admin spec §5 "Create customer", "Create sub account"). */

const USERNAME_SHORT = 'Username needs to be at least 5 characters long.';
const USERNAME_DASH = 'Username cannot contain the - symbol!';
const PASSWORD_SHORT = 'Passwords need to be at least 8 characters long.';
const SELECT_CLIENT = 'Please select a client.';

export const NewUsername = z
  .string({ error: USERNAME_SHORT })
  .max(TEXT_LIMITS.identifier, tooLong(TEXT_LIMITS.identifier))
  .trim()
  .min(USERNAME_MIN_LENGTH, USERNAME_SHORT)
  .refine((name) => !name.includes('-'), USERNAME_DASH)
  .refine(noUnsafeCharacters, unsafeCharactersMessage('The username'));

export const NewPassword = z
  .string({ error: PASSWORD_SHORT })
  .max(TEXT_LIMITS.token, tooLong(TEXT_LIMITS.token))
  .min(PASSWORD_MIN_LENGTH, PASSWORD_SHORT);

export const AccountEmail = emailWithAt('Email is invalid.');

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
  });

export const CreateIndividualAccountRequest = z.object({
  username: NewUsername,
  email: AccountEmail,
  password: NewPassword,
  subscription: Subscription,
  token: Token,
  months: Months,
});
export type CreateIndividualAccountRequest = z.output<typeof CreateIndividualAccountRequest>;

/**
 * A sub account's username is `{client}-{name}`: the customer rules apply to `{name}`
 * (the part the admin types), since the whole always contains the '-'.
 */
export const CreateSubAccountRequest = z
  .object({
    username: z
      .string({ error: USERNAME_SHORT })
      .max(TEXT_LIMITS.identifier, tooLong(TEXT_LIMITS.identifier))
      .trim(),
    email: AccountEmail,
    password: NewPassword,
    token: Token,
    client: requiredText(SELECT_CLIENT),
  })
  .superRefine(({ username, client }, ctx) => {
    const prefix = `${client}-`;
    if (client === '') return;
    if (!username.startsWith(prefix)) {
      const message = `The username must start with '${prefix}'.`;
      ctx.addIssue({ code: 'custom', path: ['username'], message });
      return;
    }
    const own = NewUsername.safeParse(username.slice(prefix.length));
    own.error?.issues.forEach(({ message }) =>
      ctx.addIssue({ code: 'custom', path: ['username'], message }),
    );
  });
export type CreateSubAccountRequest = z.output<typeof CreateSubAccountRequest>;

/** The credits field is typed text; the balance must read as a number. */
export const CreditBalance = z
  .union([z.number(), SubjectText], { error: 'New balance is not a number' })
  .transform((credits) => (typeof credits === 'string' && credits.trim() === '' ? NaN : +credits))
  .pipe(z.number({ error: 'New balance is not a number' }));

export const ClientSelected = requiredText('Client selected is not valid');
export const ClientRequired = requiredText(SELECT_CLIENT);
