import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody } from '../core/status';
import { ContentText, NameText, TokenText } from '../core/bounds';
import { CustomerRole, Level, StaffRole, Username } from './entities';

/** Six digits from an authenticator app, or one of the recovery codes (docs/auth.md). */
export const SecondFactorCode = z
  .string({ error: 'The code is required.' })
  .trim()
  .min(6, 'The code has at least 6 characters.')
  .max(32, 'The code has at most 32 characters.');

const NOTE = 'Not in the specs; decided in docs/auth.md, "Second factor".';

/** Ours: whether the account has a second factor, and how many recovery codes are left. */
export const getSecondFactor = call(
  'POST',
  '/api/getSecondFactor',
  TokenBody,
  z.object({
    type: z.literal('success'),
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int().nonnegative(),
    /** The rules require this account to have one (docs/auth.md, "Who must have one"). */
    required: z.boolean(),
    /** How many passkeys the account has (docs/auth.md, "Passkeys"): a factor too. */
    passkeys: z.number().int().nonnegative().max(100),
  }),
  { note: NOTE },
);

/**
 * Ours: a new authenticator secret for the account, shown as a QR code (an SVG drawing) and as
 * text; it counts only once a code from it is confirmed.
 */
export const startTotpEnrolment = call(
  'POST',
  '/api/startTotpEnrolment',
  TokenBody,
  z.object({
    type: z.literal('success'),
    secret: TokenText,
    uri: TokenText,
    qrSvg: ContentText,
  }),
  { note: NOTE },
);

/**
 * Ours: a code from the new secret turns it on and answers the recovery codes, shown once, and
 * a fresh session token that counts as signed in with the factor (the page goes on with it).
 */
export const confirmTotpEnrolment = call(
  'POST',
  '/api/confirmTotpEnrolment',
  z.object({ token: Token, code: SecondFactorCode }),
  z.object({
    type: z.literal('success'),
    data: ContentText,
    recoveryCodes: z.array(NameText).max(20),
    token: TokenText,
  }),
  { note: NOTE },
);

/**
 * Ours: the second step of a login whose answer said `secondFactor`: the token it gave (good
 * for 5 minutes and this call only) and a one-time or recovery code. Answers as that login.
 */
export const loginSecondFactor = call(
  'POST',
  '/api/loginSecondFactor',
  z.object({ pendingToken: Token, code: SecondFactorCode }),
  z.object({
    type: z.literal('success'),
    data: ContentText.describe('the username'),
    token: TokenText,
    role: z.union([CustomerRole, StaffRole]),
    agreed: z.boolean().optional(),
    level: Level.optional(),
  }),
  { auth: 'none', note: NOTE },
);

/**
 * Ours: the admin resets the second factor of an account that lost it (app and recovery
 * codes); every session of that account ends, and its next sign-in is the password alone.
 */
export const resetSecondFactor = call(
  'POST',
  '/api/resetSecondFactor',
  z.object({ token: Token, username: Username }),
  Status,
  { note: NOTE },
);

/**
 * Ours: who must have a second factor beyond the admins (docs/auth.md, "Who must have one").
 * The admin reads and sets `authors` (the platform's rule); a client owner reads and sets
 * `trainers` (their own client's rule). Each answer names only the rule the caller may set.
 */
export const getSecondFactorRules = call(
  'POST',
  '/api/getSecondFactorRules',
  TokenBody,
  z.object({
    type: z.literal('success'),
    authors: z.boolean().optional(),
    trainers: z.boolean().optional(),
  }),
  { note: NOTE },
);

/** Ours: sets one rule; `authors` by the admin, `trainers` by a client owner (written to the audit log). */
export const setSecondFactorRule = call(
  'POST',
  '/api/setSecondFactorRule',
  z.object({ token: Token, rule: z.enum(['authors', 'trainers']), required: z.boolean() }),
  Status,
  { note: NOTE },
);
