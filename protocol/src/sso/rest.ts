import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token } from '../core/status';
import { EmailText, NameText, TokenText, ContentText, UrlText } from '../core/bounds';
import { CustomerRole, Level, StaffRole } from '../auth/entities';
import { SsoClientSecret, SsoSettings, SsoSettingsView } from './entities';

const NOTE = 'Not in the specs; decided in docs/auth.md, "Single sign-on".';

/** Ours: whether an e-mail's domain signs in through a client's identity provider. */
export const findSignOn = call(
  'POST',
  '/api/findSignOn',
  z.object({ email: EmailText }),
  z.object({
    type: z.literal('success'),
    /** Where the browser goes to sign in with the company (the server's start address). */
    startUrl: UrlText,
    passwordSignIn: z.boolean(),
  }),
  { auth: 'none', note: NOTE },
);

/** Ours: trades the one-time handover of a finished sign-on for the session, once. */
export const completeSignOn = call(
  'POST',
  '/api/completeSignOn',
  z.object({ handover: TokenText.min(1) }),
  z.object({
    type: z.literal('success'),
    data: ContentText.describe('the username'),
    token: TokenText,
    kind: z.enum(['customer', 'staff']),
    role: z.union([CustomerRole, StaffRole]),
    agreed: z.boolean().optional(),
    level: Level.optional(),
  }),
  { auth: 'none', note: NOTE },
);

/** Ours: a client's single sign-on settings (its owner or an admin). */
export const getSignOnSettings = call(
  'POST',
  '/api/getSignOnSettings',
  z.object({ token: Token, client: NameText }),
  z.object({ type: z.literal('success'), settings: SsoSettingsView.nullable() }),
  { note: NOTE },
);

/** Ours: saves them; without `clientSecret` the kept secret stays. */
export const saveSignOnSettings = call(
  'POST',
  '/api/saveSignOnSettings',
  z.object({
    token: Token,
    client: NameText,
    settings: SsoSettings,
    clientSecret: SsoClientSecret.optional(),
  }),
  Status,
  { note: NOTE },
);
