import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody } from '../core/status';
import {
  ChosenPassword,
  CustomerRole,
  Level,
  Password,
  Session,
  StaffRole,
  Username,
} from './entities';
import { ContentText, TokenText } from '../core/bounds';
import { PASSWORD_CHANGE } from './messages';

/**
 * Ours (additive): the login needs a second step; `token` is then only good for that step.
 * `passkey` when the account has a passkey (offered first), else `totp`, a one-time code;
 * `factors` lists every kind the account has (docs/auth.md, "Passkeys").
 */
const SecondFactorNeeded = z.enum(['totp', 'passkey']).optional();
const SecondFactorKinds = z
  .array(z.enum(['totp', 'passkey']))
  .max(2)
  .optional();

/** Portal login for customers and trainer sub accounts. `filename` is the username (legacy name). */
export const loginCustomer = call(
  'POST',
  '/api/loginCustomer',
  z.object({ filename: Username, password: Password }),
  z.object({
    type: z.literal('success'),
    data: ContentText.describe('the username'),
    token: TokenText,
    role: CustomerRole,
    agreed: z.boolean(),
    level: Level,
    secondFactor: SecondFactorNeeded,
    factors: SecondFactorKinds,
  }),
  {
    auth: 'none',
    note: 'A failed login answers HTTP 401 {type:"failed", data}; see docs/auth.md.',
  },
);

export const agreeNDA = call('POST', '/api/agreeNDA', TokenBody, Status);

/** Back-office login for editors and admins (ours: the specs do not show it). */
export const loginEditor = call(
  'POST',
  '/api/loginEditor',
  z.object({ username: Username, password: Password }),
  z.object({
    type: z.literal('success'),
    data: ContentText.describe('the username'),
    token: TokenText,
    role: StaffRole,
    secondFactor: SecondFactorNeeded,
    factors: SecondFactorKinds,
  }),
  { auth: 'none', note: 'Not in the specs; decided in docs/auth.md.' },
);

/** Who the token belongs to, re-read from the store (ours: lets a reload trust nothing stale). */
export const getSession = call('POST', '/api/session', TokenBody, Session, {
  note: 'Not in the specs; decided in docs/auth.md.',
});

/**
 * Ours (additive): ends the session. The token stops working at once; with `everywhere`,
 * every token of the account does (docs/security.md).
 */
export const logout = call(
  'POST',
  '/api/logout',
  z.object({ token: Token, everywhere: z.boolean().optional() }),
  Status,
  { note: 'Not in the specs; decided in docs/security.md.' },
);

/**
 * Ours (additive): a customer or staff account changes its own password. The current one
 * must be right; every other session ends, and the answer carries a fresh token for this one
 * (docs/auth.md, "Changing the password").
 */
export const changePassword = call(
  'POST',
  '/api/changePassword',
  z
    .object({ token: Token, currentPassword: Password, newPassword: ChosenPassword })
    .refine((input) => input.newPassword !== input.currentPassword, {
      message: PASSWORD_CHANGE.sameAsCurrent,
      path: ['newPassword'],
    }),
  z.object({ type: z.literal('success'), data: ContentText, token: TokenText }),
  { note: 'Not in the specs; decided in docs/auth.md.' },
);

export {
  confirmTotpEnrolment,
  getSecondFactor,
  getSecondFactorRules,
  loginSecondFactor,
  resetSecondFactor,
  setSecondFactorRule,
  startTotpEnrolment,
} from './secondFactor';
export { endSession, listSessions } from './sessions';
export {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys';
export { getAuditLog } from './audit';
