import { z } from 'zod';
import { NameText, UrlText } from '../core/bounds';
import { PASSWORD_MAX, PASSWORD_MIN_LENGTH } from '../admin/constants';
import { CUSTOMER_ROLES, STAFF_ROLES } from './roles';
export { CUSTOMER_ROLES, LEVEL_NAMES, STAFF_ROLES } from './roles';

/** Subscription level: 0 White belt, 1 Blue belt, 2 Black belt. */
export const Level = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Level = z.infer<typeof Level>;

/**
 * Portal role codes (docs/portal.md): '1' a client owner, '01' a trainer sub account
 * (username `client-name`), '0' an individual account with dashboard and library only.
 */
export const CustomerRole = z.enum(CUSTOMER_ROLES);
export type CustomerRole = z.infer<typeof CustomerRole>;

/** Back-office roles: an editor authors scenarios; an admin also runs accounts. */
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

export const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(100, 'Username is too long');

export const Password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(200, 'Password is too long');

const PASSWORD_SHORT = `Passwords need to be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** The rules a new password follows, wherever one is chosen (docs/auth.md). */
export const ChosenPassword = z
  .string({ error: PASSWORD_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_SHORT)
  .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`);

/** What a signed-in portal user knows about themself. */
export const CustomerSession = z.object({
  kind: z.literal('customer'),
  user: NameText,
  client: NameText,
  role: CustomerRole,
  agreed: z.boolean(),
  level: Level,
  /** Ours (additive): the client's logo from the Client Gateway ('' or absent for none). */
  logoUrl: UrlText.optional(),
});
export type CustomerSession = z.infer<typeof CustomerSession>;

export const StaffSession = z.object({
  kind: z.literal('staff'),
  user: NameText,
  role: StaffRole,
});
export type StaffSession = z.infer<typeof StaffSession>;

export const Session = z.discriminatedUnion('kind', [CustomerSession, StaffSession]);
export type Session = z.infer<typeof Session>;
