import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token } from '../core/status';
import { Revision } from '../core/revision';
import { EmailText, NameText, TokenText, ContentText, UrlText } from '../core/bounds';
import { CustomerRole, Level, StaffRole } from '../auth/entities';
import { IssuerUrl, SsoClientSecret, SsoSettings, SsoSettingsView } from './entities';

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

/**
 * The client whose single sign-on a call reads or writes: the owner names nothing (or its own
 * client), the admin names the client. Another client's name is 404 to an owner.
 */
const ClientScope = { token: Token, client: NameText.optional() };

/** Ours: a client's single sign-on settings (its owner or an admin), or null when none. */
export const getSignOnSettings = call(
  'POST',
  '/api/getSignOnSettings',
  z.object(ClientScope),
  z.object({ type: z.literal('success'), settings: SsoSettingsView.nullable() }),
  { note: NOTE },
);

/**
 * Ours: saves them. `baseRevision` is the revision the screen loaded (0: none yet); a save
 * based on an older one is 409 `stale_write` and changes nothing. Without `clientSecret` the
 * kept secret stays. A new or changed issuer is checked (its discovery) before anything is kept.
 */
export const saveSignOnSettings = call(
  'POST',
  '/api/saveSignOnSettings',
  z.object({
    ...ClientScope,
    settings: SsoSettings,
    clientSecret: SsoClientSecret.optional(),
    baseRevision: Revision,
  }),
  Status.extend({ revision: Revision }),
  { note: NOTE },
);

/** Ours: "Test connection": whether the issuer answers its discovery, before saving. */
export const testSignOnIssuer = call(
  'POST',
  '/api/testSignOnIssuer',
  z.object({ ...ClientScope, issuer: IssuerUrl }),
  z.object({ type: z.literal('success'), works: z.boolean(), data: ContentText }),
  { note: NOTE },
);

/** Ours: whether the operator set a provider for staff, and where its sign-in starts. */
export const findStaffSignOn = call(
  'GET',
  '/api/findStaffSignOn',
  z.object({}),
  z.object({ type: z.literal('success'), startUrl: UrlText.nullable() }),
  { auth: 'none', note: NOTE },
);
